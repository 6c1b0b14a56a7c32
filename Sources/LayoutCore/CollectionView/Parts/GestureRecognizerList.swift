/// The gesture recognizers attached to a collection view, in the order they were added (the order they receive
/// input), the built-in ones, and the interaction that feeds them input and owns the view's own touch handling.
struct GestureRecognizerList {
    var recognizers: [GestureRecognizer] = []
    /// The built-in pinch, made once (removing it does not bring it back).
    var builtInPinch: PinchGestureRecognizer?
    /// The interaction dispatching input to the recognizers; time reaching the collection view reaches it too.
    weak var dispatcher: CollectionViewInteraction?
}
