/// One live view in the drawing order the display list keeps between frames: its element, the view (unretained:
/// `ViewReuse.live` holds it while the order is valid) and the stacking values it was sorted by, checked against
/// its attributes each frame so an order outdated by new attributes is sorted again.
struct DrawnView {
    let key: ElementKey
    unowned(unsafe) let view: ReusableView
    let layer: Int8
    let zIndex: Int
}
