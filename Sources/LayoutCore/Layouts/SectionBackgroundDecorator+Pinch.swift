// The base layout's pinch, still decorated (`WrappingLayout`'s forwarding; a base whose pinch returns another
// type cannot be wrapped again, so the decorator stays unchanged).
extension SectionBackgroundDecorator: PinchableLayout where Base: PinchableLayout {}
