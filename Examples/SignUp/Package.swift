// swift-tools-version: 6.1
import PackageDescription

// An app core that adopts flowc as an app does: one dependency, one plugin line.
let package = Package(
  name: "SignUp",
  dependencies: [
    // In an app: .package(url: "https://github.com/OWNER/flowc", from: "0.1.0")
    .package(name: "flowc", path: "../..")
  ],
  targets: [
    .target(
      name: "SignUpCore",
      dependencies: [.product(name: "FlowRuntime", package: "flowc")],
      plugins: [.plugin(name: "FlowcPlugin", package: "flowc")]),
    .testTarget(name: "SignUpCoreTests", dependencies: ["SignUpCore"]),
  ],
  swiftLanguageModes: [.v6]
)
