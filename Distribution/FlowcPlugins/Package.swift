// swift-tools-version: 6.1
import PackageDescription

// flowc's plugins over a prebuilt flowc: the same build and command plugins as
// flowc's own package, running the `flowc` of a released artifact bundle, so a
// package that uses them compiles nothing of flowc (see README.md beside this
// file). Plugins/Prebuilt<name> are links to flowc's Plugins/<name>, and the
// declarations below are flowc's, with targets renamed so that an app can
// depend on both packages (`.ci/artifactbundle` compares them).
let package = Package(
  name: "FlowcPlugins",
  // flowc runs on macOS 13 or later (flowc's Package.swift says why).
  platforms: [.macOS(.v13)],
  products: [
    // Generates the Swift of a target's *.flow.yaml specs at build time.
    .plugin(name: "FlowcPlugin", targets: ["PrebuiltFlowcPlugin"]),
    // `swift package flowc-check` and `swift package flowc-generate`.
    .plugin(name: "FlowcCheck", targets: ["PrebuiltFlowcCheck"]),
    .plugin(name: "FlowcGenerate", targets: ["PrebuiltFlowcGenerate"]),
  ],
  targets: [
    .plugin(name: "PrebuiltFlowcPlugin", capability: .buildTool(), dependencies: ["FlowcBinary"]),
    .plugin(
      name: "PrebuiltFlowcCheck",
      capability: .command(
        intent: .custom(verb: "flowc-check", description: "Check the flow specs of the targets.")),
      dependencies: ["FlowcBinary"]),
    .plugin(
      name: "PrebuiltFlowcGenerate",
      capability: .command(
        intent: .custom(
          verb: "flowc-generate",
          description: "Write the Swift of each target's flow specs into its Generated folder."),
        permissions: [
          .writeToPackageDirectory(reason: "flowc writes the generated Swift into the target.")
        ]),
      dependencies: ["FlowcBinary"]),
    // The release's flowc.artifactbundle.zip (Scripts/build-artifactbundle.sh),
    // whose artifact `flowc` is the tool the plugins run. docs/release.md
    // updates the url and checksum for each release.
    .binaryTarget(
      name: "FlowcBinary",
      url: "https://github.com/OWNER/flowc/releases/download/0.1.0/flowc.artifactbundle.zip",
      checksum: "0000000000000000000000000000000000000000000000000000000000000000"),
  ]
)
