extension TemplateProgram {
  /// Why a template's rendering stopped.
  enum RenderError: Error, Sendable {
    /// Nesting deeper than `maximumDepth` (a partial that includes itself).
    case tooDeep
    /// More than `limit` bytes written, or as many nodes visited.
    case tooLarge
  }

  /// Renders template `name` with `value` as its context, writing at most
  /// `limit` bytes and visiting at most as many nodes (a section over a list
  /// inside a section over the same list repeats itself without writing).
  func render(
    _ value: TemplateValue, template name: String, limit: Int = .max
  ) throws(RenderError) -> [UInt8] {
    var renderer = Renderer(program: self, stack: [.value(value)], limit: limit)
    renderer.output.reserveCapacity(1 << 16)
    try renderer.render(templates[name] ?? [], depth: 0)
    guard renderer.output.count <= limit else { throw .tooLarge }
    return renderer.output
  }

  /// One level of the context stack.
  fileprivate enum Frame {
    /// The template's context, or the object or string of a section.
    case value(TemplateValue)
    /// Element `index` of the list (of `count` elements) a section goes
    /// through: read where the list holds it, not copied.
    case element(any TemplateList, index: Int, count: Int)
  }

  fileprivate struct Renderer {
    let program: TemplateProgram
    var stack: [Frame]
    /// The most bytes written, and nodes visited.
    let limit: Int
    var visits = 0
    var output: [UInt8] = []
    /// What starts each line of the partials being rendered.
    var indentation: [UInt8] = []
    /// Whether the last template text written ended a line.
    var atLineStart = true

    mutating func render(_ nodes: [Node], depth: Int) throws(RenderError) {
      guard depth < TemplateProgram.maximumDepth else { throw .tooDeep }
      // Each call (one element of a list) and each node counts as a visit.
      visits += 1
      for node in nodes {
        visits += 1
        guard visits <= limit, output.count <= limit else { throw .tooLarge }
        switch node {
        case .text(let bytes):
          writeText(bytes)
        case .variable(let name):
          // Values come from specs and file names: their control characters
          // are escaped, so none can end a line or a comment of the Swift.
          switch lookUp(name) {
          case .string(let string): write(ControlCharacters.escaped(string).utf8)
          case .bool(let bool): write((bool ? "true" : "false").utf8)
          case .list, .object, .absent: break
          }
        case .section(let name, let nodes, let inverted):
          let value = lookUp(name)
          if inverted {
            if isFalse(value) { try render(nodes, depth: depth + 1) }
            continue
          }
          switch value {
          case .absent, .bool(false): break
          case .bool(true): try render(nodes, depth: depth + 1)
          case .list(let elements):
            let count = elements.count
            for index in 0..<count {
              stack.append(.element(elements, index: index, count: count))
              try render(nodes, depth: depth + 1)
              stack.removeLast()
            }
          case .string, .object:
            stack.append(.value(value))
            try render(nodes, depth: depth + 1)
            stack.removeLast()
          }
        case .partial(let name, let partialIndentation):
          guard let nodes = program.templates[name] else { continue }
          let outer = indentation
          if let partialIndentation {
            indentation += partialIndentation
            atLineStart = true
          }
          try render(nodes, depth: depth + 1)
          indentation = outer
        }
      }
    }

    func isFalse(_ value: TemplateValue) -> Bool {
      switch value {
      case .absent, .bool(false): true
      case .list(let elements): elements.count == 0
      default: false
      }
    }

    /// Template text: each line of an indented partial starts with its indentation.
    mutating func writeText(_ bytes: [UInt8]) {
      guard !indentation.isEmpty else {
        output += bytes
        atLineStart = bytes.last == newline
        return
      }
      var start = 0
      for (offset, byte) in bytes.enumerated() where byte == newline {
        if atLineStart, offset > start { output += indentation }
        output += bytes[start...offset]
        atLineStart = true
        start = offset + 1
      }
      if start < bytes.count {
        if atLineStart { output += indentation }
        output += bytes[start...]
        atLineStart = false
      }
    }

    /// A value written into the text: indented if it starts a line.
    mutating func write(_ bytes: String.UTF8View) {
      guard !bytes.isEmpty else { return }
      if atLineStart, !indentation.isEmpty { output += indentation }
      output += bytes
      atLineStart = false
    }

    func lookUp(_ name: Name) -> TemplateValue {
      switch name.kind {
      case .current:
        switch stack.last {
        case .value(let value)?: return value
        case .element(let list, let index, _)?: return list.element(index)
        case nil: return .absent
        }
      case .first:
        guard case .element(_, let index, _)? = stack.last else { return .bool(false) }
        return .bool(index == 0)
      case .last:
        guard case .element(_, let index, let count)? = stack.last else { return .bool(false) }
        return .bool(index == count - 1)
      case .absent:
        return .absent
      case .path(let parts):
        guard let head = parts.first else { return .absent }
        // The innermost frame that has the first name's field; a nil field
        // there (`.absent`) stops the lookup.
        let found = stack.withUnsafeBufferPointer { frames -> TemplateValue? in
          var level = frames.count - 1
          while level >= 0 {
            if let value = Self.field(head, in: frames[level]) { return value }
            level -= 1
          }
          return nil
        }
        guard var value = found else { return .absent }
        for part in parts.dropFirst() {
          guard case .object(let object) = value, let next = object.field(part) else {
            return .absent
          }
          value = next
        }
        return value
      }
    }

    /// The field `name` of a frame's object, or nil.
    static func field(_ name: TemplateName, in frame: Frame) -> TemplateValue? {
      switch frame {
      case .value(.object(let object)): object.field(name)
      case .value: nil
      case .element(let list, let index, _): list.field(name, ofElement: index)
      }
    }
  }
}

private let newline = UInt8(ascii: "\n")
