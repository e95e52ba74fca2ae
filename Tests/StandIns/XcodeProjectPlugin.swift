// A stand-in for the part of XcodeProjectPlugin that the build plugin uses, with
// Xcode's signatures: for type-checking on Linux. Not part of any target.

import Foundation
import PackagePlugin

public protocol XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
  public var pluginWorkDirectoryURL: URL { fatalError() }
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

public struct XcodeTarget {
  public var displayName: String { fatalError() }
  public var inputFiles: FileList { fatalError() }
}
