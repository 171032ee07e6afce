package org.jmlir.ir.pass;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Parses MLIR's textual pass pipelines: {@code builtin.module(func.func(cse,canonicalize{max-iterations=3}),symbol-dce)}.
 * Errors are reported as mlir-opt 22 reports them, with the pipeline text and a caret.
 */
public final class PipelineParser {
  /** A pipeline syntax or lookup error; {@link #getMessage()} is the full rendered text. */
  public static final class PipelineException extends Exception {
    private static final long serialVersionUID = 1L;

    PipelineException(String message) {
      super(message, null, false, false);
    }
  }

  private final PassRegistry registry;
  private final String text;
  private int pos;

  private PipelineParser(PassRegistry registry, String text) {
    this.registry = registry;
    this.text = text;
  }

  /**
   * Parses a full pipeline that must be wrapped in its anchor op ({@code builtin.module(...)}), as
   * {@code --pass-pipeline} requires.
   */
  public static OpPassManager parseAnchored(PassRegistry registry, String text) throws PipelineException {
    PipelineParser p = new PipelineParser(registry, text);
    p.skipSpaces();
    String name = p.parseName();
    p.skipSpaces();
    int close = name.isEmpty() || p.pos >= text.length() || text.charAt(p.pos) != '(' ? -1 : p.matchingClose(p.pos);
    if (close < 0 || !text.substring(close + 1).isBlank()) {
      throw new PipelineException(
          "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'");
    }
    OpPassManager pm = new OpPassManager(name.equals("any") ? null : name);
    // As mlir-opt does, the inside is parsed (and its errors located) as a pipeline of its own.
    parseInto(registry, text.substring(p.pos + 1, close), pm);
    return pm;
  }

  /** Parses the inside of a pipeline ({@code cse,func.func(canonicalize)}) into {@code into}. */
  public static void parseInto(PassRegistry registry, String text, OpPassManager into) throws PipelineException {
    PipelineParser p = new PipelineParser(registry, text);
    p.parseElements(into);
    p.skipSpaces();
    if (p.pos != text.length()) {
      throw p.error(p.pos, "expected end of pipeline");
    }
  }

  /** The index of the ')' closing the '(' at {@code open}, skipping option braces; -1 if none. */
  private int matchingClose(int open) {
    int depth = 0;
    for (int i = open; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{') {
        int close = text.indexOf('}', i);
        if (close < 0) {
          return -1;
        }
        i = close;
      } else if (c == '(') {
        depth++;
      } else if (c == ')' && --depth == 0) {
        return i;
      }
    }
    return -1;
  }

  private void parseElements(OpPassManager pm) throws PipelineException {
    skipSpaces();
    if (pos < text.length() && text.charAt(pos) == ')') {
      return;
    }
    while (true) {
      skipSpaces();
      int start = pos;
      String name = parseName();
      skipSpaces();
      if (pos < text.length() && text.charAt(pos) == '(') {
        pos++;
        OpPassManager nested = new OpPassManager(name.equals("any") ? null : name);
        parseElements(nested);
        expect(')');
        pm.elements().add(new OpPassManager.NestedElement(nested));
      } else {
        Map<String, String> opts = new LinkedHashMap<>();
        if (pos < text.length() && text.charAt(pos) == '{') {
          parseOptions(opts);
        }
        PassRegistry.Entry entry = registry.lookup(name);
        if (entry == null) {
          throw error(start, "'" + name + "' does not refer to a registered pass or pass pipeline");
        }
        Pass pass;
        try {
          pass = entry.factory().apply(new PassOptions(opts));
        } catch (IllegalArgumentException e) {
          throw new PipelineException(
              e.getMessage() + "\nfailed to add `" + name + "` with options `" + new PassOptions(opts).toPipelineText() + "`");
        }
        pm.addPass(pass);
      }
      skipSpaces();
      if (pos < text.length() && text.charAt(pos) == ',') {
        pos++;
        continue;
      }
      return;
    }
  }

  private void parseOptions(Map<String, String> opts) throws PipelineException {
    int open = pos;
    pos++; // '{'
    while (true) {
      skipSpaces();
      if (pos >= text.length()) {
        throw error(open, "missing closing '}' while processing pass options");
      }
      if (text.charAt(pos) == '}') {
        pos++;
        return;
      }
      int keyStart = pos;
      while (pos < text.length() && " =}".indexOf(text.charAt(pos)) < 0) {
        pos++;
      }
      String key = text.substring(keyStart, pos);
      String value = "";
      if (pos < text.length() && text.charAt(pos) == '=') {
        pos++;
        value = parseOptionValue();
      }
      opts.put(key, value);
    }
  }

  /** A value runs to the next space or '}', with nested {}, (), [] and quotes kept together. */
  private String parseOptionValue() {
    int start = pos;
    int depth = 0;
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c == '"' || c == '\'') {
        int close = text.indexOf(c, pos + 1);
        pos = close < 0 ? text.length() : close + 1;
        continue;
      }
      if (c == '{' || c == '(' || c == '[') {
        depth++;
      } else if (c == ')' || c == ']' || (c == '}' && depth > 0)) {
        depth--;
      } else if (depth == 0 && (c == ' ' || c == '}')) {
        break;
      }
      pos++;
    }
    String v = text.substring(start, pos);
    if (v.length() >= 2 && (v.charAt(0) == '"' || v.charAt(0) == '\'') && v.charAt(v.length() - 1) == v.charAt(0)) {
      v = v.substring(1, v.length() - 1);
    }
    return v;
  }

  private String parseName() {
    int start = pos;
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == '$') {
        pos++;
      } else {
        break;
      }
    }
    return text.substring(start, pos);
  }

  private void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private void expect(char c) throws PipelineException {
    skipSpaces();
    if (pos >= text.length() || text.charAt(pos) != c) {
      throw error(Math.min(pos, Math.max(0, text.length() - 1)), "expected '" + c + "'");
    }
    pos++;
  }

  /** An error rendered as mlir-opt does: a located message, the pipeline text and a caret. */
  private PipelineException error(int at, String message) {
    return new PipelineException(
        "MLIR Textual PassPipeline Parser:1:" + (at + 1) + ": error: " + message + "\n" + text + "\n" + " ".repeat(at) + "^\n");
  }
}
