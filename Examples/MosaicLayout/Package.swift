// swift-tools-version:6.0
import PackageDescription

// A custom layout in a package of its own, as a client would write one: it depends on LayoutCore by path.
// `make examples` builds and tests it; the "Writing a custom layout" article shows this code.
let package = Package(
    name: "MosaicLayout",
    products: [.library(name: "MosaicLayout", targets: ["MosaicLayout"])],
    dependencies: [.package(name: "CollectionPlayground", path: "../..")],
    targets: [
        .target(name: "MosaicLayout", dependencies: [.product(name: "LayoutCore", package: "CollectionPlayground")]),
        .testTarget(name: "MosaicLayoutTests", dependencies: ["MosaicLayout", .product(name: "LayoutCore", package: "CollectionPlayground")]),
    ]
)
