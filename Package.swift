// swift-tools-version:6.0
import PackageDescription

// Layering (enforced by `make lint`): Playground → Renderer → LayoutCore; Renderer and Playground → CSDL2.
let strict: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "CollectionPlayground",
    products: [
        .executable(name: "playground", targets: ["Playground"]),
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "Renderer", targets: ["Renderer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "LayoutCore", swiftSettings: strict),
        .target(name: "Renderer", dependencies: ["LayoutCore", "CSDL2"], swiftSettings: strict),
        .executableTarget(
            name: "Playground",
            dependencies: [
                "Renderer", "LayoutCore", "CSDL2",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        // The data sources, clock, generator and index-path shorthand every test target shares.
        .target(name: "LayoutCoreTestSupport", dependencies: ["LayoutCore"], path: "Tests/LayoutCoreTestSupport",
                swiftSettings: strict),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutCoreTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "RendererTests", dependencies: ["Renderer", "LayoutCore", "LayoutCoreTestSupport", "CSDL2"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PlaygroundTests", dependencies: ["LayoutCore", "LayoutCoreTestSupport", "Playground"],
            swiftSettings: strict
        ),
    ]
)
