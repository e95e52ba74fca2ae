extension TemplateProgram {
  /// Why a template's rendering stopped.
  enum RenderError: Error, Sendable {
    /// Nesting deeper than `maximumDepth` (a partial that includes itself).
    case tooDeep
    /// More than `limit` bytes written, or as many nodes visited.
    case tooLarge
    /// More bytes than the buffer has room for, but within `limit`.
    case needsRoom
  }

  /// Renders template `name` with `value` as its context, writing at most
  /// `limit` bytes and visiting at most as many nodes (a section over a list
  /// inside a section over the same list repeats itself without writing).
  ///
  /// The bytes are written straight into the array returned, made with room
  /// for `capacity` bytes (its pages touched only as they are written). If
  /// they do not fit, the template is rendered again into twice the room,
  /// up to `limit`: a capacity that usually fits costs one rendering and
  /// no copy, one that does not at most twice the work.
  func render(
    _ value: some TemplateRepresentable, template name: String, limit: Int = .max,
    capacity: Int = 1 << 16
  ) throws(RenderError) -> [UInt8] {
    var room = max(min(capacity, limit), 0)
    while true {
      do {
        return try [UInt8](unsafeUninitializedCapacity: room) { buffer, written in
          try render(value, template: name, limit: limit, into: buffer, written: &written)
        }
      } catch RenderError.needsRoom {
        room = room >= limit / 2 ? limit : max(room * 2, 1 << 12)
      } catch let error as RenderError {
        throw error
      } catch {
        preconditionFailure("rendering throws only RenderError")
      }
    }
  }

  /// Renders template `name` into `buffer`; `written` is how many of its
  /// bytes it wrote.
  private func render(
    _ value: some TemplateRepresentable, template name: String, limit: Int,
    into buffer: UnsafeMutableBufferPointer<UInt8>, written: inout Int
  ) throws(RenderError) {
    // Each section pushes one frame, and sections nest at most
    // `maximumDepth` deep, below the template's own frame.
    let frames = UnsafeMutableBufferPointer<Frame>.allocate(capacity: Self.maximumDepth + 2)
    defer { frames.deallocate() }
    try text.withUnsafeBufferPointer { (text) throws(RenderError) in
      var renderer = Renderer(
        program: self, text: text, limit: limit, output: buffer, frames: frames)
      try withUnsafePointer(to: value) { (value) throws(RenderError) in
        try renderer.render(
          instructions(of: name), inside: type(of: value.pointee).place(at: value), depth: 0)
      }
      try renderer.checkRoom()
      written = renderer.output.count
    }
  }

  /// One level of the context stack: the template's context, the object or
  /// string of a section, or an element of the list a section goes through,
  /// read where the context holds it, never copied. Frames hold no
  /// references: pushing, reading and popping one retains nothing.
  fileprivate struct Frame {
    /// Where the value is held, for as long as the frame is on the stack.
    var place: UnsafeRawPointer
    var type: any TemplateRepresentable.Type
    /// The element's position in its list, and the list's length; -1 and 0
    /// for a frame that is no list element.
    var index: Int
    var count: Int

    /// Where the field `name` of the frame's object is, or nil.
    func field(_ name: TemplateName) -> TemplatePlace? {
      type.place(of: name, at: place)
    }
  }

  fileprivate struct Renderer {
    let program: TemplateProgram
    /// `program.text`, read in place while the renderer runs.
    let text: UnsafeBufferPointer<UInt8>
    /// The context stack: `frames[0..<stackDepth]`, the innermost last.
    let frames: UnsafeMutableBufferPointer<Frame>
    var stackDepth = 0
    /// The most bytes written, and nodes visited.
    let limit: Int
    var visits = 0
    var output: RenderedBytes
    /// What starts each line of the partials being rendered.
    var indentation: [UInt8] = []
    /// Whether the last template text written ended a line.
    var atLineStart = true

    init(
      program: TemplateProgram, text: UnsafeBufferPointer<UInt8>, limit: Int,
      output: UnsafeMutableBufferPointer<UInt8>, frames: UnsafeMutableBufferPointer<Frame>
    ) {
      self.frames = frames
      self.program = program
      self.text = text
      self.limit = limit
      self.output = RenderedBytes(output)
    }

    /// Throws if more was written than the limit, or than the buffer holds.
    func checkRoom() throws(RenderError) {
      guard output.count > output.capacity else { return }
      throw output.count > limit ? .tooLarge : .needsRoom
    }

    mutating func render(_ nodes: Range<Int>, depth: Int) throws(RenderError) {
      guard depth < TemplateProgram.maximumDepth else { throw .tooDeep }
      // Each call (one element of a list) and each instruction at its level
      // counts as a visit.
      visits += 1
      var next = nodes.lowerBound
      while next < nodes.upperBound {
        visits += 1
        guard visits <= limit else { throw .tooLarge }
        try checkRoom()
        let instruction = program.code[next]
        next += 1
        switch instruction.kind {
        case .text:
          writeText(UnsafeBufferPointer(rebasing: text[instruction.operand..<instruction.end]))
        case .variable:
          // Values come from specs and file names: their control characters
          // are escaped, so none can end a line or a comment of the Swift.
          switch lookUp(program.lookups[instruction.operand]) {
          case .text(let text): write(text)
          case .number(let number): write(String(number.pointee))
          case .bool(let bool): write(bool ? "true" : "false")
          case .list, .object, .absent: break
          }
        case .section:
          let value = lookUp(program.lookups[instruction.operand])
          try render(next..<instruction.end, inside: value, depth: depth + 1)
          next = instruction.end
        case .invertedSection:
          if isFalse(lookUp(program.lookups[instruction.operand])) {
            try render(next..<instruction.end, depth: depth + 1)
          }
          next = instruction.end
        case .partial:
          guard instruction.operand >= 0 else { continue }
          let outer = indentation
          if instruction.end >= 0 {
            indentation += program.indentations[instruction.end]
            atLineStart = true
          }
          try render(program.ranges[instruction.operand], depth: depth + 1)
          indentation = outer
        }
      }
    }

    /// Renders `nodes` as a section over `value`: not at all for a false
    /// one, once for `true`, an object, a string or a number (on top of the
    /// stack), once for each element of a list (each on top of the stack in
    /// turn).
    mutating func render(
      _ nodes: Range<Int>, inside value: TemplatePlace, depth: Int
    ) throws(RenderError) {
      switch value {
      case .absent, .bool(false): break
      case .bool(true): try render(nodes, depth: depth)
      case .list(let place, let type):
        let elements = type.elements(at: place)
        for index in 0..<elements.count {
          try push(
            Frame(
              place: elements.base + index * elements.stride, type: elements.type, index: index,
              count: elements.count))
          defer { stackDepth -= 1 }
          try render(nodes, depth: depth)
        }
      case .text(let text): try render(nodes, on: UnsafeRawPointer(text), String.self, depth: depth)
      case .number(let number):
        try render(nodes, on: UnsafeRawPointer(number), Int.self, depth: depth)
      case .object(let place, let type): try render(nodes, on: place, type, depth: depth)
      }
    }

    /// Renders `nodes` with the value at `place` on top of the stack.
    mutating func render(
      _ nodes: Range<Int>, on place: UnsafeRawPointer, _ type: any TemplateRepresentable.Type,
      depth: Int
    ) throws(RenderError) {
      try push(Frame(place: place, type: type, index: -1, count: 0))
      defer { stackDepth -= 1 }
      try render(nodes, depth: depth)
    }

    /// Puts `frame` on top of the stack.
    mutating func push(_ frame: Frame) throws(RenderError) {
      guard stackDepth < frames.count else { throw .tooDeep }
      (frames.baseAddress! + stackDepth).initialize(to: frame)
      stackDepth += 1
    }

    /// The innermost frame, if any.
    var top: Frame? {
      stackDepth > 0 ? frames[stackDepth - 1] : nil
    }

    func isFalse(_ value: TemplatePlace) -> Bool {
      switch value {
      case .absent, .bool(false): true
      case .list(let place, let type): type.elements(at: place).count == 0
      default: false
      }
    }

    /// Template text, at most one line (the compiler splits it): a line of
    /// an indented partial starts with its indentation, unless it is empty.
    /// `bytes` is never empty: the compiler writes no empty text.
    mutating func writeText(_ bytes: UnsafeBufferPointer<UInt8>) {
      let endsLine = bytes[bytes.count - 1] == newline
      if atLineStart, !indentation.isEmpty, !endsLine || bytes.count > 1 {
        output.write(indentation)
      }
      output.write(bytes)
      atLineStart = endsLine
    }

    /// A value written into the text: indented if it starts a line, its
    /// control characters escaped.
    mutating func write(_ text: UnsafePointer<String>) {
      let written = text.pointee.utf8.withContiguousStorageIfAvailable { (bytes) -> Bool in
        // 0x20-0x7E, in one comparison: the rest wraps around above 0x5E.
        guard !bytes.contains(where: { $0 &- 0x20 > 0x5E }) else { return false }
        write(bytes)
        return true
      }
      if written != true { write(ControlCharacters.escaped(text.pointee)) }
    }

    /// Bytes written into the text: indented if they start a line.
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard !bytes.isEmpty else { return }
      if atLineStart, !indentation.isEmpty { output.write(indentation) }
      output.write(bytes)
      atLineStart = false
    }

    /// Text of flowc's own written into the text as it is (a number, a
    /// boolean, or a value already escaped).
    mutating func write(_ text: String) {
      var text = text
      text.withUTF8 { write($0) }
    }

    func lookUp(_ name: Lookup) -> TemplatePlace {
      switch name {
      case .current:
        guard let frame = top else { return .absent }
        return frame.type.place(at: frame.place)
      case .first:
        guard let frame = top, frame.index >= 0 else { return .bool(false) }
        return .bool(frame.index == 0)
      case .last:
        guard let frame = top, frame.index >= 0 else { return .bool(false) }
        return .bool(frame.index == frame.count - 1)
      case .absent:
        return .absent
      case .field(let head):
        return field(head) ?? .absent
      case .path(let head, let rest):
        guard var value = field(head) else { return .absent }
        for part in program.parts[rest] {
          guard case .object(let place, let type) = value,
            let next = type.place(of: part, at: place)
          else { return .absent }
          value = next
        }
        return value
      }
    }

    /// Where the field `name` of the innermost frame that has it is; a nil
    /// field there (`.absent`) stops the lookup.
    func field(_ name: TemplateName) -> TemplatePlace? {
      var level = stackDepth - 1
      while level >= 0 {
        if let value = frames[level].field(name) { return value }
        level -= 1
      }
      return nil
    }
  }
}

/// The bytes rendered so far, in a buffer of fixed size. Bytes past its
/// end are counted but not written: the renderer stops at the next
/// instruction (`Renderer.checkRoom`).
private struct RenderedBytes {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes were written, and would have been past the end.
  private(set) var count = 0

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  var capacity: Int { buffer.count }

  mutating func write(_ source: UnsafeBufferPointer<UInt8>) {
    let length = source.count
    if length > 0, count + length <= buffer.count, let base = buffer.baseAddress {
      (base + count).initialize(from: source.baseAddress!, count: length)
    }
    count += length
  }

  mutating func write(_ source: [UInt8]) {
    source.withUnsafeBufferPointer { write($0) }
  }
}

private let newline = UInt8(ascii: "\n")
