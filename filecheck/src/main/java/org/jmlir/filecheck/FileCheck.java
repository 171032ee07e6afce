package org.jmlir.filecheck;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.tool.IoReason;

/**
 * LLVM FileCheck as a library: checks that an input text matches the directives of a check text.
 * Semantics, messages and the input dump follow FileCheck 22 byte for byte.
 *
 * <pre>{@code
 * FileCheckResult r = FileCheck.check("CHECK: foo", "test.mlir", output, "<stdin>", FileCheckOptions.defaults());
 * assertTrue(r.passed(), r.diagnostics());
 * }</pre>
 *
 * <p>Texts are matched as bytes (UTF-8 for the String overloads), as FileCheck does, so columns in
 * messages are byte columns. A run keeps all its state locally: calls may run in parallel.
 */
public final class FileCheck {
  private FileCheck() {}

  /** Checks {@code inputText} against the directives in {@code checkText}. */
  public static FileCheckResult check(String checkText, String checkName, String inputText, String inputName,
      FileCheckOptions options) {
    byte[] input = inputText.getBytes(StandardCharsets.UTF_8);
    byte[] err = checkBytes(checkText.getBytes(StandardCharsets.UTF_8), checkName, () -> input, inputName,
        options, null);
    return toResult(err);
  }

  /** As {@link #check(String, String, String, String, FileCheckOptions)}, on raw bytes. */
  public static FileCheckResult check(byte[] checkText, String checkName, byte[] inputText, String inputName,
      FileCheckOptions options) {
    return toResult(checkBytes(checkText, checkName, () -> inputText, inputName, options, null));
  }

  private static FileCheckResult toResult(byte[] statusAndErr) {
    int status = statusAndErr[0];
    String text = new String(statusAndErr, 1, statusAndErr.length - 1, StandardCharsets.UTF_8);
    return new FileCheckResult(status, text);
  }

  /**
   * Runs FileCheck; returns the status in byte 0 followed by the stderr bytes.
   *
   * @param commandLine the words of the command line, for the "is empty" message; null to omit it
   */
  static byte[] checkBytes(byte[] checkText, String checkName, InputSource inputText, String inputName,
      FileCheckOptions options, List<String> commandLine) {
    StringBuilder err = new StringBuilder();
    int status = run(checkText, checkName, inputText, inputName, options, commandLine, err);
    byte[] errBytes = err.toString().getBytes(StandardCharsets.ISO_8859_1);
    byte[] out = new byte[errBytes.length + 1];
    out[0] = (byte) status;
    System.arraycopy(errBytes, 0, out, 1, errBytes.length);
    return out;
  }

  /** Supplies the input once the check file has been read, as FileCheck opens it only then. */
  interface InputSource {
    byte[] read() throws java.io.IOException;
  }

  static int run(byte[] checkBytes, String checkName, InputSource inputSource, String inputName,
      FileCheckOptions opts, List<String> commandLine, StringBuilder err) {
    Diagnostics diags = new Diagnostics(err, opts.color());
    PatternContext context = new PatternContext();
    CheckFileParser parser = new CheckFileParser(opts, context, diags);
    if (!parser.validatePrefixes()) {
      return FileCheckResult.USAGE_ERROR;
    }
    SourceFile checkFile = new SourceFile(checkName, canonicalize(checkBytes, opts.strictWhitespace()));
    List<CheckString> checks;
    try {
      checks = parser.read(checkFile);
      if (opts.strict() && !StrictDirectives.verify(checkFile, parser, diags)) {
        return FileCheckResult.USAGE_ERROR;
      }
    } catch (Pattern.ParseFailure e) {
      return e.status;
    }
    byte[] inputBytes;
    try {
      inputBytes = inputSource.read();
    } catch (java.io.IOException e) {
      err.append("Could not open input file '").append(inputName).append("': ")
          .append(IoReason.of(e)).append('\n');
      return FileCheckResult.USAGE_ERROR;
    }
    if (inputBytes.length == 0 && !opts.allowEmptyInput()) {
      err.append("FileCheck error: '").append(inputName).append("' is empty.\n");
      if (commandLine != null) {
        err.append("FileCheck command line: ");
        for (String word : commandLine) {
          err.append(' ').append(word);
        }
        err.append('\n');
      }
      return FileCheckResult.USAGE_ERROR;
    }
    SourceFile input = new SourceFile(inputName, canonicalize(inputBytes, opts.strictWhitespace()));
    boolean dump = opts.dumpInput() != FileCheckOptions.DumpInput.NEVER;
    List<MatchDiag> matchDiags = dump ? new ArrayList<>() : null;
    boolean ok = new Checker(opts, input, diags, matchDiags, context).checkInput(checks);
    int status = ok ? FileCheckResult.SUCCESS : FileCheckResult.CHECK_FAILED;
    if (opts.dumpInput() == FileCheckOptions.DumpInput.ALWAYS
        || (!ok && opts.dumpInput() == FileCheckOptions.DumpInput.FAIL)) {
      err.append("\nInput file: ").append(inputName).append("\nCheck file: ").append(checkName)
          .append("\n\n-dump-input=help explains the following input dump.\n\n");
      InputDump.render(err, opts, input, checkFile, parser.implicitBuffers, matchDiags);
    }
    return status;
  }

  /**
   * FileCheck's input canonicalization: drops the CR of CRLF and, unless whitespace is strict, folds
   * each run of spaces and tabs into one space. The result holds one char per byte (ISO-8859-1).
   */
  static String canonicalize(byte[] b, boolean strictWhitespace) {
    byte[] out = new byte[b.length];
    int n = 0;
    int len = b.length;
    for (int i = 0; i < len; i++) {
      byte c = b[i];
      if (c == '\r' && i + 1 < len && b[i + 1] == '\n') {
        continue;
      }
      if (strictWhitespace || (c != ' ' && c != '\t')) {
        out[n++] = c;
        continue;
      }
      out[n++] = ' ';
      while (i + 1 < len && (b[i + 1] == ' ' || b[i + 1] == '\t')) {
        i++;
      }
    }
    return new String(out, 0, n, StandardCharsets.ISO_8859_1);
  }
}
