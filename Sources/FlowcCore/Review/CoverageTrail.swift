import Foundation

/// One record of a recorded trail (FlowRuntime's `FlowTrailRecorder`, JSON
/// Lines), with the line it was read from.
public struct TrailRecord: Sendable, Equatable {
  /// `start`, `transition`, `event` or `link`.
  public var kind: String
  /// The flow's name, as its spec writes it.
  public var flow: String
  /// The other string fields of the record (`from`, `event`, `case`, `to`,
  /// `cause`, `link`, `at`, `tab`, `ending`, `action`), and Booleans as
  /// `true` or `false` (`applied`, `restored`, `pending`).
  public var fields: [String: String]
  /// The trail file and line (column 1).
  public var location: SourceLocation

  public init(kind: String, flow: String, fields: [String: String], location: SourceLocation) {
    self.kind = kind
    self.flow = flow
    self.fields = fields
    self.location = location
  }

  public subscript(_ field: String) -> String? { fields[field] }
}

/// Something in a trail that could not be read, or that no longer fits the
/// specs: where, and why. It never ends the run.
public struct TrailProblem: Error, Sendable, Hashable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String

  public init(_ message: String, at location: SourceLocation) {
    self.location = location
    self.message = message
  }

  public var description: String { "\(location): \(message)" }
}

/// Reads trails: a line that is no record is a problem at that line, and the
/// lines after it are read on. Bounded: a file over `maxFileSize` bytes is
/// refused whole, a line over `maxLineLength` bytes is skipped.
public struct TrailReader: Sendable {
  /// The largest trail file read, in bytes (256 MiB).
  public static let defaultMaxFileSize = 256 << 20
  /// The longest line read, in bytes (64 KiB): a record is a few hundred.
  public static let defaultMaxLineLength = 64 << 10

  public var maxFileSize: Int
  public var maxLineLength: Int

  public init(
    maxFileSize: Int = defaultMaxFileSize, maxLineLength: Int = defaultMaxLineLength
  ) {
    self.maxFileSize = maxFileSize
    self.maxLineLength = maxLineLength
  }

  /// The records of the trail at `path`, and the problems met reading it.
  public func read(path: String) -> (records: [TrailRecord], problems: [TrailProblem]) {
    var records: [TrailRecord] = []
    var problems: [TrailProblem] = []
    read(path: path, record: { records.append($0) }, problem: { problems.append($0) })
    return (records, problems)
  }

  /// Reads the trail at `path` a line at a time: `record` hears each record
  /// and `problem` each problem, in the order of the lines, so that no more
  /// than one record is held at a time.
  public func read(
    path: String, record: (TrailRecord) -> Void, problem: (TrailProblem) -> Void
  ) {
    let start = SourceLocation(file: path, line: 1, column: 1)
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maxFileSize {
      return problem(
        TrailProblem("the trail is \(size) bytes, over the limit of \(maxFileSize)", at: start))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return problem(TrailProblem("cannot read the trail", at: start))
    }
    guard data.count <= maxFileSize else {
      return problem(
        TrailProblem("the trail is over the limit of \(maxFileSize) bytes", at: start))
    }
    parse(data, file: path, record: record, problem: problem)
  }

  /// The records of a trail's bytes; `file` names it in locations.
  public func parse(_ data: Data, file: String) -> (
    records: [TrailRecord], problems: [TrailProblem]
  ) {
    var records: [TrailRecord] = []
    var problems: [TrailProblem] = []
    parse(data, file: file, record: { records.append($0) }, problem: { problems.append($0) })
    return (records, problems)
  }

  /// Reads a trail's bytes a line at a time, as `read(path:record:problem:)` does.
  public func parse(
    _ data: Data, file: String, record: (TrailRecord) -> Void, problem: (TrailProblem) -> Void
  ) {
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var lineNumber = 0
      var lineStart = 0
      while lineStart < bytes.count {
        lineNumber += 1
        let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        defer { lineStart = lineEnd + 1 }
        var line = bytes[lineStart..<lineEnd]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let location = SourceLocation(file: file, line: lineNumber, column: 1)
        guard line.count <= maxLineLength else {
          problem(
            TrailProblem(
              "the line is \(line.count) bytes, over the limit of \(maxLineLength); skipped",
              at: location))
          continue
        }
        if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
        switch Self.record(Data(line), at: location) {
        case .success(let read): record(read)
        case .failure(let read): problem(read)
        }
      }
    }
  }

  /// The record one line holds.
  static func record(_ line: Data, at location: SourceLocation) -> Result<
    TrailRecord, TrailProblem
  > {
    guard let object = try? JSONDecoder().decode(FlatObject.self, from: line) else {
      return .failure(TrailProblem("the line is no JSON object: no trail record", at: location))
    }
    var fields = object.fields
    guard let kind = fields.removeValue(forKey: "kind") else {
      return .failure(TrailProblem("the record has no \"kind\"", at: location))
    }
    guard let flow = fields.removeValue(forKey: "flow") else {
      return .failure(TrailProblem("the record has no \"flow\"", at: location))
    }
    let required: [String] =
      switch kind {
      case "start": ["to"]
      case "transition": ["from", "event", "to"]
      case "event": ["event"]
      case "link": ["link"]
      default: []
      }
    guard ["start", "transition", "event", "link"].contains(kind) else {
      return .failure(
        TrailProblem("unknown record kind '\(Self.shown(kind))'", at: location))
    }
    if let missing = required.first(where: { fields[$0] == nil }) {
      return .failure(
        TrailProblem("the \(kind) record has no \"\(missing)\"", at: location))
    }
    return .success(TrailRecord(kind: kind, flow: flow, fields: fields, location: location))
  }

  /// A JSON object's string and Boolean fields; other values are left out.
  private struct FlatObject: Decodable {
    var fields: [String: String] = [:]

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      for key in container.allKeys {
        if let text = try? container.decode(String.self, forKey: key) {
          fields[key.stringValue] = text
        } else if let flag = try? container.decode(Bool.self, forKey: key) {
          fields[key.stringValue] = flag ? "true" : "false"
        }
      }
    }
  }

  /// Text from a trail as a message shows it: control characters escaped, at most 80 characters.
  static func shown(_ text: String) -> String {
    let escaped = ControlCharacters.escaped(text)
    return escaped.count > 80 ? String(escaped.prefix(80)) + "…" : escaped
  }
}
