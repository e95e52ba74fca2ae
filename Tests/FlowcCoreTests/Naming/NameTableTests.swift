import Testing

@testable import FlowcCore

@Suite struct NameTableTests {
  let names = ["showForm", "runLogin", "mainFeedLink", "showform", "performPay"]

  /// A table of indices into `names`, hashing names with `hash`.
  func check(hash: @escaping (String) -> Int) {
    var table = NameTable<Int>(hash: hash)
    let nameOf = { (index: Int) in names[index] }
    for index in names.indices {
      #expect(table.insert(index, as: names[index], nameOf: nameOf) == nil)
    }
    for index in names.indices {
      #expect(table.value(of: names[index], nameOf: nameOf) == index)
      // A second value of a name is not taken: the first one is returned.
      #expect(table.insert(index + 10, as: names[index], nameOf: nameOf) == index)
    }
    #expect(table.value(of: "showFormLink", nameOf: nameOf) == nil)
    table.update(3, as: "showForm", nameOf: nameOf)
    #expect(table.value(of: "showForm", nameOf: { $0 == 3 ? "showForm" : names[$0] }) == 3)
  }

  @Test func answersAsADictionaryOfTheNames() {
    check(hash: { $0.hashValue })
  }

  @Test func namesWithOneHashStayApart() {
    check(hash: { _ in 0 })
    check(hash: { $0.utf8.count })
  }
}
