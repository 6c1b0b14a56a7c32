// swift-tools-version:6.0
import PackageDescription

// A minimal SDL app of its own (not the playground): a window showing a collection view drawn with Renderer.
// It depends on the library by path; CSDLEvents is the app's own window of SDL, for reading events only (the
// Renderer keeps its SDL import internal). `make examples` runs it headless and checks the PNG it writes.
let package = Package(
    name: "MinimalApp",
    dependencies: [.package(name: "CollectionPlayground", path: "../..")],
    targets: [
        .systemLibrary(name: "CSDLEvents", providers: [.apt(["libsdl2-dev"])]),
        .executableTarget(name: "MinimalApp", dependencies: [
            "CSDLEvents",
            .product(name: "LayoutCore", package: "CollectionPlayground"),
            .product(name: "Renderer", package: "CollectionPlayground"),
        ]),
        .testTarget(name: "MinimalAppTests", dependencies: ["MinimalApp"]),
    ]
)
