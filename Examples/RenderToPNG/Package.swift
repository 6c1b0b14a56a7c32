// swift-tools-version:6.0
import PackageDescription

// A headless command-line tool of its own: renders one of the library's layouts to a PNG, no display needed.
// It depends on the library by path; `make examples` builds it and its test runs it.
let package = Package(
    name: "RenderToPNG",
    dependencies: [.package(name: "CollectionPlayground", path: "../..")],
    targets: [
        .executableTarget(name: "RenderToPNG", dependencies: [
            .product(name: "LayoutCore", package: "CollectionPlayground"),
            .product(name: "Renderer", package: "CollectionPlayground"),
        ]),
        .testTarget(name: "RenderToPNGTests", dependencies: ["RenderToPNG"]),
    ]
)
