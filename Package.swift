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
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"], swiftSettings: strict),
        .testTarget(name: "RendererTests", dependencies: ["Renderer", "LayoutCore", "CSDL2"], swiftSettings: strict),
        .testTarget(name: "PlaygroundTests", dependencies: ["LayoutCore", "Playground"], swiftSettings: strict),
    ]
)
