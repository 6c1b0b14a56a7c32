// swift-tools-version:6.0
import PackageDescription

// Layering (enforced by `make lint`): Playground → Renderer → LayoutCore; Renderer and Playground → CSDL2.
// Text (Renderer only): CFontconfig finds fallback fonts, CFribidi orders right-to-left runs. They are targets of
// their own, not part of CSDL2, so CSDL2 stays "SDL2, SDL2_ttf, SDL2_image" and each C library names its own
// package and pkg-config file.
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
        // Only for `make docs` (swift package generate-documentation): a command plugin, linked into no product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CFribidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // Row-by-row PNG and JPEG decoding for images too large to decode whole (libpng's and libjpeg's errors
        // jump with longjmp, which only C can catch).
        // DWARF 4: clang's default DWARF 5 in this C target makes Debian 12's valgrind 3.19 give up reading the
        // binary's debug info ("unhandled dwarf2 abbrev form code 0x25"), and `make leaks` runs it.
        .target(name: "CImageCodecs", cSettings: [.unsafeFlags(["-gdwarf-4"])],
                linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),
        .target(name: "LayoutCore", swiftSettings: strict),
        .target(name: "Renderer", dependencies: ["LayoutCore", "CSDL2", "CFontconfig", "CFribidi", "CImageCodecs"], swiftSettings: strict),
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
