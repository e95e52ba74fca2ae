// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "flowc",
  products: [
    .executable(name: "flowc", targets: ["flowc"]),
    .library(name: "FlowcCore", targets: ["FlowcCore"]),
    // What generated code imports: steps, navigators, a store. No dependencies.
    .library(name: "FlowRuntime", targets: ["FlowRuntime"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // libyaml, from the system (Debian: libyaml-dev). Only FlowcCore/YAML imports it.
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // The compiler: YAML layer, spec decoding, diagnostics.
    .target(name: "FlowcCore", dependencies: ["CYAML"]),
    // The command-line tool: one file per subcommand, each forwarding to FlowcCore.
    .executableTarget(
      name: "flowc",
      dependencies: [
        "FlowcCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "FlowcCoreTests", dependencies: ["FlowcCore"], exclude: ["Fixtures", "Golden"]),
    .testTarget(name: "flowcTests", dependencies: ["flowc"]),
    .target(name: "FlowRuntime"),
    .testTarget(name: "FlowRuntimeTests", dependencies: ["FlowRuntime"]),
  ],
  swiftLanguageModes: [.v6]
)
