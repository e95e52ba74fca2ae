import FlowcFuzzing
import Testing

/// How one fuzz input holds several files.
@Suite struct FuzzFilesTests {
  @Test func eachMarkerLineStartsAFileThatRunsToTheLineBreakBeforeTheNext() {
    let input = Array(
      "config: 1\n--- file: A.flow.yaml\nflow: A\n\n--- file: b/B.flow.yaml\nflow: B\n".utf8)
    let (preamble, files) = FuzzFiles.split(input)
    #expect(preamble == Array("config: 1".utf8))
    #expect(
      files == [
        FuzzFiles.File(name: "A.flow.yaml", bytes: Array("flow: A\n".utf8)),
        FuzzFiles.File(name: "b/B.flow.yaml", bytes: Array("flow: B\n".utf8)),
      ])
  }

  @Test func aMarkerLineWithNothingAfterItIsAnEmptyFile() {
    let (preamble, files) = FuzzFiles.split(Array("--- file: A\n--- file: B\n--- file: C".utf8))
    #expect(preamble.isEmpty)
    #expect(files.map(\.name) == ["A", "B", "C"])
    #expect(files.map(\.bytes) == [[], [], []])
  }

  @Test func aMarkerOnlyStartsAFileAtTheStartOfALine() {
    let input = Array(" --- file: A\nx: '--- file: B'\n--- file: C".utf8)
    let (preamble, files) = FuzzFiles.split(input)
    #expect(preamble == Array(" --- file: A\nx: '--- file: B'".utf8))
    #expect(files == [FuzzFiles.File(name: "C", bytes: [])])
  }

  @Test func anInputWithoutMarkersIsAllPreamble() {
    let (preamble, files) = FuzzFiles.split(Array("flow: A\n".utf8))
    #expect(preamble == Array("flow: A\n".utf8))
    #expect(files.isEmpty)
  }

  @Test func joiningThenSplittingGivesTheFilesBack() {
    let files = [
      FuzzFiles.File(name: "A.flow.yaml", bytes: Array("flow: A\n".utf8)),
      FuzzFiles.File(name: "B.flow.yaml", bytes: Array("flow: B".utf8)),
      FuzzFiles.File(name: "", bytes: []),
      FuzzFiles.File(name: "D", bytes: Array("\n\n".utf8)),
    ]
    for preamble in ["", "a: b", "a: b\n"] {
      let (preambleBack, filesBack) = FuzzFiles.split(
        FuzzFiles.join(preamble: Array(preamble.utf8), files))
      #expect(preambleBack == Array(preamble.utf8))
      #expect(filesBack == files)
    }
  }
}
