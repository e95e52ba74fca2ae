// swift-tools-version: 6.1
import PackageDescription

// An app core that adopts flowc as an app does: one dependency, one plugin line.
let package = Package(
  name: "SignUp",
  // No older than flowc's own (its Package.swift says why).
  platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  products: [.library(name: "SignUpCore", targets: ["SignUpCore"])],
  dependencies: [
    // In an app: .package(url: "<URL where you host flowc>", .upToNextMinor(from: "0.1.0"))
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
