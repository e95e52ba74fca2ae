import Foundation

/// What a generation records beside its output: a fingerprint of everything
/// the generated files depend on (the specs' paths and bytes, the templates,
/// the options and this build of flowc), and the name, size and hash of each
/// file it generated. A later run with the same fingerprint, into a folder whose
/// files still hold exactly the recorded bytes, would generate the same bytes:
/// it can skip rendering (see `GenerationOptions.stamp`).
///
/// Kept in the output folder as `fileName`, a text file: a first line naming
/// the format and the fingerprint, then one line per file.
public struct OutputStamp: Sendable, Equatable {
  /// One generated file as it was written.
  public struct Entry: Sendable, Equatable {
    public var name: String
    public var size: Int
    public var hash: UInt64

    public init(name: String, size: Int, hash: UInt64) {
      self.name = name
      self.size = size
      self.hash = hash
    }

    /// The entry of a file holding `bytes`.
    public init(name: String, bytes: [UInt8]) {
      self.init(name: name, size: bytes.count, hash: StampHasher.hash(bytes))
    }
  }

  /// The fingerprint of the inputs (`fingerprint(of:templates:options:)`).
  public var inputs: UInt64
  /// Every generated file, in the order of the plan.
  public var files: [Entry]

  public init(inputs: UInt64, files: [Entry]) {
    self.inputs = inputs
    self.files = files
  }

  /// The stamp's file in the output folder: hidden, not Swift, so neither a
  /// build nor the search for leftovers takes it for a generated file.
  public static let fileName = ".flowc-stamp"

  /// The first word of the file; the number changes with the format.
  static let format = "flowc-stamp 1"

  // MARK: Fingerprint

  /// A hash of everything a generation's bytes depend on: the specs (path and
  /// bytes, in order), the templates (every name and text, defaults and
  /// overrides as loaded), the options that shape the output, flowc's version
  /// and this build of flowc (`tool`).
  public static func fingerprint(
    of sources: [SourceFile], templates: TemplateSet, options: GenerationOptions,
    tool: String = OutputStamp.tool
  ) -> UInt64 {
    var hasher = StampHasher()
    hasher.combine(format)
    hasher.combine(tool)
    hasher.combine(options.access.rawValue)
    hasher.combine(options.imports)
    hasher.combine(options.parts.map(\.rawValue).sorted())
    hasher.combine(options.routers ? "routers" : "no routers")
    for additions in [options.state, options.action] {
      hasher.combine(additions.attributes)
      hasher.combine(additions.conformances)
    }
    let names = templates.texts.keys.sorted()
    hasher.combine(names.count)
    for name in names {
      hasher.combine(name)
      hasher.combine(templates.texts[name] ?? "")
    }
    hasher.combine(sources.count)
    for source in sources {
      hasher.combine(source.path)
      hasher.combine(source.size)
      hasher.combine(source.bytes)
    }
    return hasher.finalize()
  }

  /// This build of flowc: its version, and the size and date of the
  /// executable running, so that a rebuilt flowc (whose templates or code may
  /// have changed under the same version) does not trust an older stamp.
  public static let tool: String = {
    var tool = FlowcRelease.version
    if let path = Bundle.main.executablePath,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    {
      let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
      let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      tool += " \(size) \(date)"
    }
    return tool
  }()

  // MARK: File

  /// The stamp as its file holds it.
  public var encoded: [UInt8] {
    var text = "\(Self.format) \(Self.hex(inputs))\n"
    for file in files {
      text += "\(Self.hex(file.hash)) \(file.size) \(file.name)\n"
    }
    return Array(text.utf8)
  }

  /// Whether every name can be written on a line of its own.
  var isEncodable: Bool {
    files.allSatisfy { !$0.name.isEmpty && !$0.name.contains(where: \.isNewline) }
  }

  /// The stamp `bytes` encode, or nil when they are not one (another
  /// format, a file cut short, anything unexpected).
  public static func decode(_ bytes: [UInt8]) -> OutputStamp? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.hasSuffix("\n") else { return nil }
    var lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)[...]
    guard let first = lines.popFirst(), first.hasPrefix(format + " "),
      let inputs = UInt64(first.dropFirst(format.count + 1), radix: 16)
    else { return nil }
    var files: [Entry] = []
    for line in lines {
      let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3, let hash = UInt64(fields[0], radix: 16),
        let size = Int(fields[1]), size >= 0, !fields[2].isEmpty
      else { return nil }
      files.append(Entry(name: String(fields[2]), size: size, hash: hash))
    }
    return OutputStamp(inputs: inputs, files: files)
  }

  /// The stamp of `folder`, or nil when it has none that reads as one.
  public static func load(from folder: String) -> OutputStamp? {
    let path = OutputPlan.path(of: fileName, in: folder)
    guard let source = try? SourceFile.read(path: path, maxSize: 1 << 24), !source.isUnread
    else { return nil }
    return decode(source.bytes)
  }

  /// Writes the stamp into `folder`, atomically.
  public func write(in folder: String) throws {
    let url = URL(fileURLWithPath: OutputPlan.path(of: Self.fileName, in: folder))
    try OutputFile.withData(encoded) { data in try data.write(to: url, options: .atomic) }
  }

  /// Whether every file of the stamp is in `folder` with exactly its
  /// recorded size and hash: each is read once, a block at a time.
  public func holds(in folder: String) -> Bool {
    files.allSatisfy { file in
      Self.hashOfFile(at: OutputPlan.path(of: file.name, in: folder), size: file.size)
        == file.hash
    }
  }

  /// The hash of the regular file at `path` if it has `size` bytes, else nil.
  static func hashOfFile(at path: String, size: Int) -> UInt64? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) == size
    else { return nil }
    let block = UnsafeMutableRawBufferPointer.allocate(
      byteCount: OutputFile.compareBlock, alignment: 16)
    defer { block.deallocate() }
    var hasher = StampHasher()
    var total = 0
    while true {
      let count = read(descriptor, block.baseAddress, block.count)
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      total += count
      guard total <= size else { return nil }
      hasher.combineBytes(UnsafeRawBufferPointer(rebasing: block[..<count]))
    }
    guard total == size else { return nil }
    return hasher.finalize()
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// A fast 64-bit hash of bytes fed in pieces: eight bytes at a time, each
/// multiplied, rotated and multiplied into the state, the length folded in at
/// the end. Not a cryptographic hash: it tells a file that was edited or
/// replaced from the one recorded, not one forged to collide.
struct StampHasher {
  private var state: UInt64 = 0x243F_6A88_85A3_08D3
  private var pending: UInt64 = 0
  private var pendingCount = 0
  private var length: UInt64 = 0

  static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hasher = StampHasher()
    bytes.withUnsafeBytes { hasher.combineBytes($0) }
    return hasher.finalize()
  }

  /// Feeds raw bytes; pieces fed one after the other hash as their concatenation.
  mutating func combineBytes(_ bytes: UnsafeRawBufferPointer) {
    let count = bytes.count
    var index = 0
    length &+= UInt64(count)
    while pendingCount != 0, index < count {
      take(bytes[index])
      index += 1
    }
    while index + 8 <= count {
      mix(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian)
      index += 8
    }
    while index < count {
      take(bytes[index])
      index += 1
    }
  }

  /// A count, as eight bytes.
  mutating func combine(_ value: Int) {
    var word = UInt64(bitPattern: Int64(value)).littleEndian
    withUnsafeBytes(of: &word) { combineBytes($0) }
  }

  /// Bytes with their count first, so that consecutive values cannot run together.
  mutating func combine(_ bytes: [UInt8]) {
    combine(bytes.count)
    bytes.withUnsafeBytes { combineBytes($0) }
  }

  mutating func combine(_ text: String) {
    combine(Array(text.utf8))
  }

  mutating func combine(_ texts: [String]) {
    combine(texts.count)
    for text in texts { combine(text) }
  }

  func finalize() -> UInt64 {
    var copy = self
    if copy.pendingCount != 0 { copy.mix(copy.pending) }
    var value = copy.state ^ copy.length
    // Every bit of the state reaches every bit of the result.
    value ^= value >> 33
    value &*= 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value &*= 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return value
  }

  private mutating func take(_ byte: UInt8) {
    pending |= UInt64(byte) << UInt64(8 * pendingCount)
    pendingCount += 1
    if pendingCount == 8 {
      mix(pending)
      pending = 0
      pendingCount = 0
    }
  }

  private mutating func mix(_ word: UInt64) {
    let scrambled = word &* 0x9E37_79B9_7F4A_7C15
    state = ((state ^ scrambled) << 31 | (state ^ scrambled) >> 33) &* 0xC2B2_AE3D_27D4_EB4F
  }
}
