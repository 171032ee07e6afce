package org.jmlir.ir.pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses MLIR's textual pass pipelines: {@code builtin.module(func.func(cse,canonicalize{max-iterations=3}),symbol-dce)}.
 * As MLIR's TextualPipeline, the text is first split into elements (syntax errors), then each element
 * is resolved against the registry (unknown passes, bad options). Errors are rendered as mlir-opt 22
 * renders them, with the pipeline text and a caret.
 */
public final class PipelineParser {
  /** A pipeline syntax or lookup error; {@link #getMessage()} is the full rendered text. */
  public static final class PipelineException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String commandLineError;
    /** A pass that could not be added (its options): each enclosing nested pipeline says so too. */
    private final boolean addFailure;

    PipelineException(String message) {
      this(null, message);
    }

    PipelineException(String commandLineError, String message) {
      this(commandLineError, message, false);
    }

    private PipelineException(String commandLineError, String message, boolean addFailure) {
      super(message, null, false, false);
      this.commandLineError = commandLineError;
      this.addFailure = addFailure;
    }

    /** A line of LLVM's command-line parser printed before the diagnostic (a bad option value); null if none. */
    public String commandLineError() {
      return commandLineError;
    }
  }

  /** One element of the text: a pass (with its option text) or, when {@code inner} is set, a nested pipeline. */
  private static final class Element {
    final String name;
    final int namePos;
    String options;
    List<Element> inner;

    Element(String name, int namePos) {
      this.name = name;
      this.namePos = namePos;
    }
  }

  private final PassRegistry registry;
  private final String text;

  private PipelineParser(PassRegistry registry, String text) {
    this.registry = registry;
    this.text = text;
  }

  /**
   * Parses a full pipeline that must be wrapped in its anchor op ({@code builtin.module(...)}), as
   * {@code --pass-pipeline} requires.
   */
  public static OpPassManager parseAnchored(PassRegistry registry, String text) throws PipelineException {
    String t = text.strip();
    int open = t.indexOf('(');
    if (open <= 0 || !t.endsWith(")")) {
      throw new PipelineException(
          "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'");
    }
    String name = t.substring(0, open).stripTrailing();
    if (name.equals("func")) {
      // TensorFlow compatibility: tf-opt's tests write 'func(...)' from before the func dialect,
      // meaning the functions of the module (mlir-opt 22 rejects it; a documented difference).
      return parseAnchored(registry, "builtin.module(func.func" + t.substring(open) + ")");
    }
    OpPassManager pm = new OpPassManager(name.equals("any") ? null : name);
    // As mlir-opt does, the inside is parsed (and its errors located) as a pipeline of its own.
    parseInto(registry, t.substring(open + 1, t.length() - 1), pm);
    return pm;
  }

  /** Parses the inside of a pipeline ({@code cse,func.func(canonicalize)}) into {@code into}. */
  public static void parseInto(PassRegistry registry, String text, OpPassManager into) throws PipelineException {
    if (text.isEmpty()) {
      return; // an empty pipeline, as MLIR allows
    }
    PipelineParser p = new PipelineParser(registry, text);
    p.resolve(p.split(), into);
  }

  /**
   * Creates the pass registered as {@code name} with options written as on mlir-opt's command line
   * ({@code -canonicalize='max-iterations=3 top-down=false'}).
   *
   * @throws PassOptionException for a bad option name or value
   */
  public static Pass createPass(PassRegistry.Entry entry, String optionsText) {
    return entry.create(new PassOptions(parseOptions(optionsText == null ? "" : optionsText)));
  }

  /** Splits the text into elements, as MLIR's TextualPipeline::parsePipelineText. */
  private List<Element> split() throws PipelineException {
    List<Element> top = new ArrayList<>();
    ArrayDeque<List<Element>> stack = new ArrayDeque<>();
    stack.push(top);
    int pos = 0;
    int n = text.length();
    while (true) {
      List<Element> pipeline = stack.peek();
      int sepPos = pos;
      while (sepPos < n && ",(){".indexOf(text.charAt(sepPos)) < 0) {
        sepPos++;
      }
      int nameStart = pos;
      int nameEnd = sepPos;
      while (nameStart < nameEnd && Character.isWhitespace(text.charAt(nameStart))) {
        nameStart++;
      }
      while (nameEnd > nameStart && Character.isWhitespace(text.charAt(nameEnd - 1))) {
        nameEnd--;
      }
      Element e = new Element(text.substring(nameStart, nameEnd), nameStart);
      pipeline.add(e);
      if (sepPos == n) {
        break; // pos stays at the start of this last element, where MLIR reports unbalanced parentheses
      }
      pos = sepPos;
      char sep = text.charAt(pos);
      if (sep == '{') {
        int close = -1;
        for (int i = pos + 1, depth = 1; i < n; i++) {
          char c = text.charAt(i);
          if (c == '{') {
            depth++;
          } else if (c == '}' && --depth == 0) {
            close = i;
            break;
          }
        }
        if (close < 0) {
          throw error(pos, "missing closing '}' while processing pass options");
        }
        e.options = text.substring(pos + 1, close);
        pos = skipSpaces(close + 1);
        if (pos == n) {
          break;
        }
        sep = text.charAt(pos);
      }
      pos++;
      if (sep == '(') {
        e.inner = new ArrayList<>();
        stack.push(e.inner);
        continue;
      }
      while (sep == ')') {
        stack.pop();
        if (stack.isEmpty()) {
          throw error(pos - 1, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline");
        }
        pos = skipSpaces(pos);
        if (pos == n) {
          break;
        }
        sep = text.charAt(pos++);
      }
      if (pos == n && sep == ')') {
        break;
      }
      if (sep != ',') {
        throw error(pos - 1, "expected ',' after parsing pipeline");
      }
    }
    if (stack.size() > 1) {
      throw error(Math.min(pos, Math.max(0, n - 1)), "encountered unbalanced parentheses while parsing pipeline");
    }
    return top;
  }

  private int skipSpaces(int pos) {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
    return pos;
  }

  /** Resolves elements against the registry, in order, into {@code pm}. */
  private void resolve(List<Element> elements, OpPassManager pm) throws PipelineException {
    for (Element e : elements) {
      if (e.inner != null) {
        OpPassManager nested = new OpPassManager(e.name.equals("any") ? null : e.name);
        try {
          resolve(e.inner, nested);
        } catch (PipelineException ex) {
          if (!ex.addFailure) {
            throw ex;
          }
          // As MLIR's pass manager: every nested pipeline around the pass adds its own line.
          throw new PipelineException(
              ex.commandLineError(), ex.getMessage() + "failed to add `" + e.name + "` with options `` to inner pipeline\n", true);
        }
        pm.elements().add(new OpPassManager.NestedElement(nested));
        continue;
      }
      PassRegistry.Entry entry = registry.lookup(e.name);
      if (entry == null) {
        throw error(e.namePos, "'" + e.name + "' does not refer to a registered pass or pass pipeline");
      }
      String optsText = e.options == null ? "" : e.options;
      try {
        pm.addPass(createPass(entry, optsText));
      } catch (PassOptionException ex) {
        throw new PipelineException(
            ex.commandLineError(),
            ex.getMessage() + "\nfailed to add `" + e.name + "` with options `" + optsText + "`\n",
            true);
      }
    }
  }

  /** Splits option text into {@code key=value} pairs: values keep nested {}, (), [] and quotes together. */
  private static Map<String, String> parseOptions(String s) {
    Map<String, String> opts = new LinkedHashMap<>();
    int pos = 0;
    int n = s.length();
    while (true) {
      while (pos < n && Character.isWhitespace(s.charAt(pos))) {
        pos++;
      }
      if (pos >= n) {
        return opts;
      }
      int keyStart = pos;
      while (pos < n && s.charAt(pos) != '=' && !Character.isWhitespace(s.charAt(pos))) {
        pos++;
      }
      String key = s.substring(keyStart, pos);
      String value = "";
      if (pos < n && s.charAt(pos) == '=') {
        int start = ++pos;
        int depth = 0;
        while (pos < n) {
          char c = s.charAt(pos);
          if (c == '"' || c == '\'') {
            int close = s.indexOf(c, pos + 1);
            pos = close < 0 ? n : close + 1;
            continue;
          }
          if (c == '{' || c == '(' || c == '[') {
            depth++;
          } else if (c == '}' || c == ')' || c == ']') {
            depth--;
          } else if (depth == 0 && Character.isWhitespace(c)) {
            break;
          }
          pos++;
        }
        value = s.substring(start, pos);
        if (value.length() >= 2
            && (value.charAt(0) == '"' || value.charAt(0) == '\'')
            && value.charAt(value.length() - 1) == value.charAt(0)) {
          value = value.substring(1, value.length() - 1);
        }
      }
      opts.put(key, value);
    }
  }

  /** An error rendered as mlir-opt does: a located message, the pipeline text and a caret. */
  private PipelineException error(int at, String message) {
    return new PipelineException(
        "MLIR Textual PassPipeline Parser:1:" + (at + 1) + ": error: " + message + "\n" + text + "\n" + " ".repeat(at) + "^\n");
  }
}
