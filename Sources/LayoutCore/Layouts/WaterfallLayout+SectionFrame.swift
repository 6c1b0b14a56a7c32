// The waterfall geometry already has `frameForSection(_:)`; declaring it here lets SectionBackgroundDecorator use it.
extension WaterfallLayout.Geometry: SectionFrameProviding {}
