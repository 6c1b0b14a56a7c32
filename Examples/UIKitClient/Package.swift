// swift-tools-version:6.0
import PackageDescription

// A client of the library, written the UIKit way, in a package of its own (as a user's would be): it depends
// on LayoutCore by path and imports Foundation next to it. `make test` builds and tests it.
let package = Package(
    name: "UIKitClient",
    dependencies: [.package(name: "CollectionPlayground", path: "../..")],
    targets: [
        .target(name: "UIKitClient", dependencies: [.product(name: "LayoutCore", package: "CollectionPlayground")]),
        .testTarget(name: "UIKitClientTests", dependencies: ["UIKitClient", .product(name: "LayoutCore", package: "CollectionPlayground")]),
    ]
)
