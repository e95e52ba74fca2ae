// swift-tools-version: 6.1
// flowc is licensed under the Apache License, Version 2.0 (LICENSE).
import PackageDescription

let package = Package(
  name: "flowc",
  // The oldest systems each part builds for. FlowRuntime and generated code need
  // Swift concurrency (`async`, `Task`, `withCheckedContinuation`): iOS 13,
  // tvOS 13, watchOS 6, visionOS 1; what needs newer systems is marked
  // `@available` in it (NavigationModel and FlowNavigationView: Observation,
  // iOS 17; SwiftUI's `Tab`: iOS 18). The flowc tool runs on macOS 13 or later:
  // FlowcCore uses the standard library's string processing
  // (`firstRange(of:)`, `replacing(_:with:)`), new in macOS 13.
  platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  products: [
    .executable(name: "flowc", targets: ["flowc"]),
    .library(name: "FlowcCore", targets: ["FlowcCore"]),
    // What generated code imports: steps, navigators, a store. No dependencies.
    .library(name: "FlowRuntime", targets: ["FlowRuntime"]),
    // Generates the Swift of a target's *.flow.yaml specs at build time.
    .plugin(name: "FlowcPlugin", targets: ["FlowcPlugin"]),
    // `swift package flowc-check` and `swift package flowc-generate`.
    .plugin(name: "FlowcCheck", targets: ["FlowcCheck"]),
    .plugin(name: "FlowcGenerate", targets: ["FlowcGenerate"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Templates for generated Swift: Swift 6 ready, and fast (see docs/generate.md).
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    // Tests only (Tests/CasePathsFlows): a flow generated with `@CasePathable`. Its macro
    // builds swift-syntax, about 2 minutes on 2 cores; apps that use flowc do not build it.
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
  ],
  targets: [
    // libyaml, from the system (Debian: libyaml-dev). Only FlowcCore/YAML imports it.
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // The compiler: YAML layer, spec decoding, diagnostics.
    .target(
      name: "FlowcCore",
      dependencies: [
        "CYAML", "FlowcTemplates", .product(name: "Mustache", package: "swift-mustache"),
      ]),
    // The default templates of `flowc generate`, compiled into the binary as byte arrays,
    // so a `flowc` executable copied alone still generates.
    .target(
      name: "FlowcTemplates", path: "Templates", exclude: ["README.md"],
      resources: [.embedInCode("swift"), .embedInCode("tests")]
    ),
    // The command-line tool: one file per subcommand, each forwarding to FlowcCore.
    .executableTarget(
      name: "flowc",
      dependencies: [
        "FlowcCore", "FlowcLanguageServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .plugin(name: "FlowcPlugin", capability: .buildTool(), dependencies: ["flowc"]),
    .plugin(
      name: "FlowcCheck",
      capability: .command(
        intent: .custom(verb: "flowc-check", description: "Check the flow specs of the targets.")),
      dependencies: ["flowc"]),
    .plugin(
      name: "FlowcGenerate",
      capability: .command(
        intent: .custom(
          verb: "flowc-generate",
          description: "Write the Swift of each target's flow specs into its Generated folder."),
        permissions: [
          .writeToPackageDirectory(reason: "flowc writes the generated Swift into the target.")
        ]),
      dependencies: ["flowc"]),
    .testTarget(
      name: "FlowcCoreTests", dependencies: ["FlowcCore", "OptionalTools"],
      exclude: ["Fixtures", "Golden"]),
    .testTarget(name: "flowcTests", dependencies: ["flowc", "OptionalTools"]),
    // `flowc lsp`: the language server, a thin layer over FlowcCore.
    .target(name: "FlowcLanguageServer", dependencies: ["FlowcCore"]),
    .testTarget(
      name: "FlowcLanguageServerTests", dependencies: ["FlowcLanguageServer", "OptionalTools"]),
    // Whether the programs some tests need (python3 and its packages, Graphviz's
    // dot, shells) are installed: those tests skip with the reason where not.
    .target(name: "OptionalTools", path: "Tests/OptionalTools"),
    // Every stage of flowc over one input in memory: what the fuzz target runs
    // (`.ci/fuzz`, entry point in Tests/Fuzz), and its tests over the corpus.
    .target(name: "FlowcFuzzing", dependencies: ["FlowcCore"]),
    .testTarget(name: "FlowcFuzzingTests", dependencies: ["FlowcFuzzing"], exclude: ["Findings"]),
    .target(name: "FlowRuntime"),
    .testTarget(name: "FlowRuntimeTests", dependencies: ["FlowRuntime"]),
    // The Swift generated from specs/ (the golden files of GenerationGoldenTests),
    // compiled with warnings as errors, and the tests that drive it.
    .target(
      name: "GeneratedFlows", dependencies: ["FlowRuntime"], path: "Tests/GeneratedFlows",
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    // The generated runtime over data from outside: deep-link URLs and saved
    // states, for the flows of specs/. What the runtime fuzz target runs
    // (`.ci/fuzz-runtime`, entry point in Tests/Fuzz), and its tests over the
    // seeds and findings (in GeneratedFlowsTests).
    .target(name: "RuntimeFuzzing", dependencies: ["GeneratedFlows", "FlowRuntime"]),
    .testTarget(
      name: "GeneratedFlowsTests",
      dependencies: ["GeneratedFlows", "FlowRuntime", "RuntimeFuzzing"],
      exclude: ["RuntimeFuzzSeeds", "RuntimeFuzzFindings"]),
    // The navigation test suites generated from specs/ (`flowc tests`, the
    // golden files of NavigationTestGoldenTests) with the fixtures of the
    // specs' external types, run against the flows of GeneratedFlows.
    .testTarget(
      name: "NavigationSuites", dependencies: ["GeneratedFlows", "FlowRuntime"],
      path: "Tests/NavigationSuites",
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    // A flow generated with the `flowc-config.yaml` beside it, which adds
    // CasePaths' `@CasePathable` to `State` and `Action` (a golden file of
    // GenerationGoldenTests, compiled with warnings as errors), and the tests
    // that use its case key paths.
    .target(
      name: "CasePathsFlows",
      dependencies: ["FlowRuntime", .product(name: "CasePaths", package: "swift-case-paths")],
      path: "Tests/CasePathsFlows", exclude: ["flowc-config.yaml"],
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    .testTarget(
      name: "CasePathsFlowsTests",
      dependencies: ["CasePathsFlows", .product(name: "CasePaths", package: "swift-case-paths")]),
  ],
  swiftLanguageModes: [.v6]
)
