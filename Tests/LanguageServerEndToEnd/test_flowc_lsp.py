"""`flowc lsp` driven as an editor drives it, by pytest-lsp's client.

Run by flowcTests (LanguageServerEndToEndTests) with FLOWC naming the built
binary: `FLOWC=.build/debug/flowc python3 -m pytest Tests/LanguageServerEndToEnd`.
"""

import asyncio
import os
import pathlib
import shutil
import sys
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

FLOWC = os.environ.get("FLOWC", ".build/debug/flowc")

LOGIN = """\
flow: Login
output: Session
start: form
types:
  Credentials: { email: String, password: String }
external: [Session]
steps:
  form:
    screen: LoginForm
    output: Credentials
    next: submt
  submit:
    action: LogIn
    input: Credentials
    output: Session
    next: finish
    failure: form
"""

APP = """\
flow: App
start: login
external: [Session]
steps:
  login:
    flow: Login
    next: home
  home:
    screen: Home
    input: Session
    output: Never
links:
  "app://login/form": login.form
"""

WORKSPACE = pathlib.Path(tempfile.mkdtemp(prefix="flowc-lsp-e2e-"))
(WORKSPACE / "Login.flow.yaml").write_text(LOGIN)
(WORKSPACE / "App.flow.yaml").write_text(APP)


def uri(name: str) -> str:
    return (WORKSPACE / name).as_uri()


def apply(text: str, edits: list[types.TextEdit]) -> str:
    """The text with `edits` (single-line ranges here) applied, last first."""
    lines = text.split("\n")
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = edit.range.start, edit.range.end
        assert start.line == end.line
        line = lines[start.line]
        lines[start.line] = line[: start.character] + edit.new_text + line[end.character :]
    return "\n".join(lines)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[FLOWC, "lsp", "--debounce", "0.05"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            root_uri=WORKSPACE.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=WORKSPACE.as_uri(), name="specs")],
        )
    )
    yield
    await lsp_client.shutdown_session()


async def diagnostics_for(client: LanguageClient, name: str, before=None, until=None):
    """The diagnostics the server publishes for `name` (other than `before`),
    the first list that satisfies `until` if given.

    Polls what the client received: notifications for several files may
    arrive together, and waiting for the next one could miss them. The server
    publishes every file's diagnostics whenever edits pause, so a list for the
    text before an edit may still arrive after it: `until` waits past it.
    """

    def wanted(found):
        return found is not None and found is not before and (until is None or until(found))

    async def published():
        while not wanted(client.diagnostics.get(uri(name))):
            await asyncio.sleep(0.02)
        return client.diagnostics[uri(name)]

    return await asyncio.wait_for(published(), timeout=60)


def open_document(client: LanguageClient, name: str, text: str, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(name), language_id="yaml", version=version, text=text)
        )
    )


@pytest.mark.asyncio
async def test_an_editing_session(client: LanguageClient):
    # Open a spec with a typo: its diagnostic, with a quick fix.
    open_document(client, "Login.flow.yaml", LOGIN)
    found = await diagnostics_for(client, "Login.flow.yaml")
    assert [d.code for d in found] == ["unknown-target"]
    assert "did you mean 'submit'?" in found[0].message
    assert found[0].range.start == types.Position(line=10, character=10)

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Login.flow.yaml")),
            range=found[0].range,
            context=types.CodeActionContext(diagnostics=found),
        )
    )
    fix = next(a for a in actions if a.title == "Replace with 'submit'")
    fixed = apply(LOGIN, fix.edit.changes[uri("Login.flow.yaml")])
    assert "next: submit\n" in fixed
    before = client.diagnostics[uri("Login.flow.yaml")]
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri("Login.flow.yaml"), version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    fixed_diagnostics = await diagnostics_for(client, "Login.flow.yaml", before, until=lambda found: not found)
    assert list(fixed_diagnostics) == []

    # Jump from the caller's `flow: Login` to the other spec.
    found = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri("App.flow.yaml")),
            position=types.Position(line=5, character=12),
        )
    )
    assert [(l.uri, l.range.start.line) for l in found] == [(uri("Login.flow.yaml"), 0)]

    # Rename the step `form`: its spec and the caller's link into it change.
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Login.flow.yaml")),
            position=types.Position(line=7, character=3),
            new_name="credentials",
        )
    )
    assert set(edit.changes) == {uri("Login.flow.yaml"), uri("App.flow.yaml")}
    assert "login.credentials" in apply(APP, edit.changes[uri("App.flow.yaml")])
    assert apply(fixed, edit.changes[uri("Login.flow.yaml")]).count("credentials") == 3

    # Complete a target.
    completions = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Login.flow.yaml")),
            position=types.Position(line=10, character=10),
        )
    )
    items = completions.items if isinstance(completions, types.CompletionList) else completions
    labels = {item.label for item in items}
    assert {"form", "submit", "finish", "cancel"} <= labels

    # Hover a step to see its data.
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Login.flow.yaml")),
            position=types.Position(line=11, character=4),
        )
    )
    assert "input: `Credentials`" in hover.contents.value
    assert "shortest path: `form` —next→ `submit`" in hover.contents.value

    # An unknown method: MethodNotFound, and the server goes on.
    with pytest.raises(Exception) as error:
        await client.protocol.send_request_async("flowc/unknown", {})
    assert "-32601" in str(error.value) or "no method" in str(error.value)

    # A document that is not YAML: diagnostics, not a crash.
    open_document(client, "Broken.flow.yaml", "flow: [unclosed\n\t::: {\n")
    broken = await diagnostics_for(client, "Broken.flow.yaml")
    assert broken and all(d.source == "flowc" for d in broken)

    # Still answering.
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="home"))
    assert [s.name for s in symbols] == ["home"]


def teardown_module():
    shutil.rmtree(WORKSPACE, ignore_errors=True)
