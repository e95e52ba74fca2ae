/// The LSP 3.17 structures the server sends and reads, as Codable values.

public struct Position: Codable, Hashable, Sendable, Comparable {
  /// 0-based line.
  public var line: Int
  /// 0-based offset in UTF-16 code units.
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  public static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}

public struct Range: Codable, Hashable, Sendable {
  public var start: Position
  public var end: Position

  public init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }

  /// Whether `position` lies in the range, its end included (a cursor after a word is on it).
  public func contains(_ position: Position) -> Bool {
    start <= position && position <= end
  }
}

public struct Location: Codable, Hashable, Sendable {
  public var uri: String
  public var range: Range
}

public struct TextEdit: Codable, Hashable, Sendable {
  public var range: Range
  public var newText: String
}

public struct WorkspaceEdit: Codable, Hashable, Sendable {
  public var changes: [String: [TextEdit]]
}

public struct LSPDiagnostic: Codable, Hashable, Sendable {
  public struct Related: Codable, Hashable, Sendable {
    public var location: Location
    public var message: String
  }

  public var range: Range
  /// 1 error, 2 warning.
  public var severity: Int
  public var code: String
  public var source: String
  public var message: String
  public var relatedInformation: [Related]?
}

public struct CodeAction: Codable, Hashable, Sendable {
  public var title: String
  public var kind: String
  public var diagnostics: [LSPDiagnostic]?
  public var isPreferred: Bool?
  public var edit: WorkspaceEdit
}

public struct CompletionItem: Codable, Hashable, Sendable {
  public var label: String
  /// 5 field, 7 class, 9 module, 10 property, 12 value, 13 enum, 14 keyword, 20 enum member.
  public var kind: Int
  public var detail: String?
  public var documentation: String?
  public var insertText: String?
}

public struct MarkupContent: Codable, Hashable, Sendable {
  public var kind = "markdown"
  public var value: String
}

public struct Hover: Codable, Hashable, Sendable {
  public var contents: MarkupContent
  public var range: Range?
}

public struct DocumentSymbol: Codable, Hashable, Sendable {
  public var name: String
  public var detail: String?
  /// 2 module, 5 class, 8 field, 10 enum, 12 function, 13 variable, 14 constant, 22 enum member, 23 struct, 24 event.
  public var kind: Int
  public var range: Range
  public var selectionRange: Range
  public var children: [DocumentSymbol]?
}

public struct SymbolInformation: Codable, Hashable, Sendable {
  public var name: String
  public var kind: Int
  public var location: Location
  public var containerName: String?
}

/// JSON-RPC error codes.
public enum ErrorCode {
  public static let parseError = -32700
  public static let invalidRequest = -32600
  public static let methodNotFound = -32601
  public static let invalidParams = -32602
  public static let serverNotInitialized = -32002
  public static let requestFailed = -32803
}
