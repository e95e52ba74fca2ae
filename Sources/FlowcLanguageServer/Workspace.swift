import FlowcCore
import Foundation

/// `file://` URIs and the paths flowc reads.
public enum FileURI {
  public static func path(_ uri: String) -> String? {
    guard let url = URL(string: uri), url.isFileURL else { return nil }
    return url.standardizedFileURL.path
  }

  public static func uri(_ path: String) -> String {
    URL(fileURLWithPath: path).absoluteString
  }
}

/// What the server knows after a check of the spec set: the texts, the
/// decoded specs, the model (when every spec decoded), the diagnostics by
/// file and the index of names.
public struct Analysis: Sendable {
  public var texts: [String: TextLines]
  public var specs: [Spec]
  public var model: FlowModel?
  public var diagnostics: [String: [Diagnostic]]
  public var index: SymbolIndex
  /// For files that do not decode now, what they last decoded to: names for
  /// completion while a line is half written (their positions are stale).
  public var stale: [Spec] = []

  public func lines(_ path: String) -> TextLines {
    texts[path] ?? TextLines("")
  }

  public func spec(in path: String) -> Spec? {
    specs.first { $0.file == path }
  }

  public func flow(named name: String) -> Flow? {
    guard let model, let index = model.flowsByName[name] else { return nil }
    return model.flows[index]
  }
}

/// The documents the editor has open and the specs of the workspace folder:
/// the spec set the server checks, open documents overriding the files on disk.
public final class Workspace {
  public var root: String?
  /// The text of each open document, by path.
  public private(set) var open: [String: String] = [:]
  /// The specs and configs found under `root`, found again on `rescan`.
  private var onDisk: [String] = []
  /// The text last read of each file on disk.
  private var diskTexts: [String: String] = [:]
  /// What each file decoded to, kept while its text stays the same.
  private var decoded: [String: Decoded] = [:]

  /// What a file's text gave: its lines, its decoding and the names it writes.
  private struct Decoded {
    var text: String
    var lines: TextLines
    var result: SpecDecodeResult
    var occurrences: [Occurrence]
  }
  /// The last spec each file decoded to.
  private var lastGood: [String: Spec] = [:]
  private let checker = FlowChecker()
  /// The most files of a workspace folder the server checks.
  public static let maxFiles = 2000

  public init(root: String? = nil) {
    self.root = root
    rescan()
  }

  public func rescan() {
    diskTexts = [:]
    guard let root else {
      onDisk = []
      return
    }
    var found = Self.specs(under: root)
    for name in ConfigFinder.fileNames {
      let path = (root as NSString).appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: path) { found.append(path) }
    }
    onDisk = Array(found.prefix(Self.maxFiles)).map { URL(fileURLWithPath: $0).standardized.path }
  }

  /// The most entries of the workspace folder a scan visits: an editor
  /// opened on a home folder or `/` does not walk the whole disk.
  public static let maxVisited = 200_000

  /// The specs under `folder`, sorted, skipping hidden folders (as
  /// `SpecFinder` does), visiting at most `limit` entries.
  public static func specs(under folder: String, limit: Int = maxVisited) -> [String] {
    guard
      let entries = FileManager.default.enumerator(
        at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil,
        options: [.skipsHiddenFiles])
    else { return [] }
    var found: [String] = []
    var visited = 0
    while visited < limit, found.count < maxFiles, let entry = entries.nextObject() as? URL {
      visited += 1
      if entry.lastPathComponent.hasSuffix(SpecFinder.fileSuffix) { found.append(entry.path) }
    }
    return found.sorted()
  }

  public func setOpen(_ path: String, text: String) { open[path] = text }

  public func close(_ path: String) { open[path] = nil }

  public static func isSpec(_ path: String) -> Bool { path.hasSuffix(SpecFinder.fileSuffix) }

  public static func isConfig(_ path: String) -> Bool {
    ConfigFinder.fileNames.contains((path as NSString).lastPathComponent)
  }

  /// The text of a file of the set: the editor's if open, else the disk's.
  public func text(_ path: String) -> String? {
    if let text = open[path] { return text }
    if let text = diskTexts[path] { return text }
    guard let source = try? SourceFile.read(path: path), !source.isUnread else { return nil }
    let text = String(decoding: source.bytes, as: UTF8.self)
    diskTexts[path] = text
    return text
  }

  /// What the saved file decodes to, for an open document that does not decode.
  private func savedSpec(_ path: String) -> Spec? {
    guard open[path] != nil, let source = try? SourceFile.read(path: path), !source.isUnread
    else { return nil }
    return checker.decode(source).spec
  }

  /// Checks the spec set and every config in it.
  public func analyze() -> Analysis {
    var paths = onDisk
    var seen = Set(paths)
    for path in open.keys.sorted() where seen.insert(path).inserted {
      paths.append(path)
    }
    var texts: [String: TextLines] = [:]
    var results: [SpecDecodeResult] = []
    var diagnostics: [String: [Diagnostic]] = [:]
    var configs: [String] = []
    var stale: [Spec] = []
    var occurrences: [[Occurrence]] = []
    for path in paths {
      if Self.isConfig(path) {
        configs.append(path)
        continue
      }
      guard Self.isSpec(path), let text = text(path) else { continue }
      if let cached = decoded[path], cached.text == text {
        texts[path] = cached.lines
        results.append(cached.result)
        occurrences.append(cached.occurrences)
      } else {
        let lines = TextLines(text)
        let result = checker.decode(SourceFile(path: path, text: text))
        let found = result.spec.map { SymbolIndex.occurrences(in: $0, lines: lines) } ?? []
        decoded[path] = Decoded(text: text, lines: lines, result: result, occurrences: found)
        texts[path] = lines
        results.append(result)
        occurrences.append(found)
      }
      if let spec = results.last?.spec {
        lastGood[path] = spec
      } else if let spec = lastGood[path] ?? savedSpec(path) {
        lastGood[path] = spec
        stale.append(spec)
      }
      diagnostics[path] = []
    }
    let result = checker.check(decoded: results)
    for diagnostic in result.diagnostics {
      guard let file = diagnostic.location?.file else { continue }
      diagnostics[file, default: []].append(diagnostic)
    }
    for path in configs {
      guard let text = text(path) else { continue }
      texts[path] = TextLines(text)
      diagnostics[path] = GenerationConfig.decode(SourceFile(path: path, text: text)).diagnostics
    }
    let specs = results.compactMap(\.spec)
    let index = SymbolIndex(files: occurrences)
    return Analysis(
      texts: texts, specs: specs, model: result.model, diagnostics: diagnostics, index: index,
      stale: stale)
  }
}
