/// The base protocol's framing: `Content-Length: n` headers, a blank line,
/// then `n` bytes of JSON. Bytes arrive in any chunks; whole messages come out.
///
/// Every part is bounded: a header block longer than `maxHeaderSize` or a
/// length above `maxContentLength` is a framing error, after which the parser
/// skips to the next header block it can read.
public struct MessageFraming: Sendable {
  /// What one step of parsing produced.
  public enum Frame: Equatable, Sendable {
    /// The content of one message.
    case message([UInt8])
    /// Bytes that were not a message, skipped; why.
    case invalid(String)
  }

  public static let maxHeaderSize = 4096
  public static let defaultMaxContentLength = 64 << 20

  public let maxContentLength: Int
  private var buffer: [UInt8] = []
  /// Where unread bytes start in `buffer`.
  private var start = 0
  /// The content length of the message whose headers were read.
  private var pending: Int?
  /// Bytes of an oversized message still to skip.
  private var skipping = 0

  public init(maxContentLength: Int = MessageFraming.defaultMaxContentLength) {
    self.maxContentLength = maxContentLength
  }

  public mutating func append(_ bytes: some Sequence<UInt8>) {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next frame, or nil when more bytes are needed.
  public mutating func next() -> Frame? {
    while true {
      if skipping > 0 {
        let count = min(skipping, buffer.count - start)
        start += count
        skipping -= count
        if skipping > 0 { return nil }
      }
      if let length = pending {
        guard buffer.count - start >= length else { return nil }
        let content = Array(buffer[start..<(start + length)])
        start += length
        pending = nil
        return .message(content)
      }
      guard let end = headerEnd() else {
        if buffer.count - start > Self.maxHeaderSize {
          start = buffer.count
          return .invalid("a header block longer than \(Self.maxHeaderSize) bytes")
        }
        return nil
      }
      let header = Array(buffer[start..<end])
      start = end + 4
      switch Self.contentLength(header) {
      case .success(let length):
        if length > maxContentLength {
          skipping = length
          return .invalid("a message of \(length) bytes, more than \(maxContentLength)")
        }
        pending = length
      case .failure(let problem):
        return .invalid(problem.message)
      }
    }
  }

  struct Problem: Error {
    var message: String
  }

  /// Where the blank line closing the headers starts, within the first
  /// `maxHeaderSize` bytes.
  private func headerEnd() -> Int? {
    let limit = min(buffer.count, start + Self.maxHeaderSize + 4)
    var index = start
    while index + 3 < limit {
      if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13,
        buffer[index + 3] == 10
      {
        return index
      }
      index += 1
    }
    return nil
  }

  static func contentLength(_ header: [UInt8]) -> Result<Int, Problem> {
    var length: Int?
    for line in header.split(separator: 10) {
      let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: [" ", "\r", "\t"])
      guard let colon = text.firstIndex(of: ":") else {
        return .failure(Problem(message: "a header line without ':'"))
      }
      let name = text[..<colon].lowercased()
      let value = text[text.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
      if name == "content-length" {
        guard value.count <= 12, let number = Int(value), number >= 0 else {
          return .failure(Problem(message: "a Content-Length that is not a number"))
        }
        length = number
      }
    }
    guard let length else { return .failure(Problem(message: "a message without Content-Length")) }
    return .success(length)
  }

  /// One message framed for sending.
  public static func frame(_ content: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    String(self.drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    String(self).trimmingCharacters(in: set)
  }
}
