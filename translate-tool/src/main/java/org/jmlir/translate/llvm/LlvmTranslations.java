package org.jmlir.translate.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import java.nio.charset.StandardCharsets;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.diag.DiagnosticRenderer;
import org.jmlir.ir.diag.DiagnosticVerifier;
import org.jmlir.ir.diag.SourceMgr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.print.RawUtf8;
import org.jmlir.ir.verify.Verifier;
import org.jmlir.llvm.Llvm;
import org.jmlir.llvm.LlvmException;
import org.jmlir.llvm.LlvmIr;
import org.jmlir.llvm.translate.LlvmImporter;
import org.jmlir.llvm.translate.ModuleTranslation;
import org.jmlir.llvm.translate.TranslationException;
import org.jmlir.tool.Invocation;
import org.jmlir.translate.TranslateException;

/**
 * jtranslate's LLVM translations: {@code --mlir-to-llvmir} (the llvm dialect to LLVM IR, built with
 * LLVM's C API and printed by LLVM) and {@code --import-llvm} (LLVM IR text or bitcode back into the
 * llvm dialect). Kept apart from the GraphDef code so LLVM's native libraries load only here.
 */
public final class LlvmTranslations {
  private LlvmTranslations() {}

  /**
   * The module in {@code input} as LLVM IR text, or null after diagnostics on stderr. With
   * {@code split}, each chunk between {@code // -----} markers is translated alone, as
   * mlir-translate 22 does: diagnostics name the chunk ({@code within split at FILE:LINE offset
   * :L:C}), outputs are joined by empty lines. With {@code verifyDiagnostics}, diagnostics are checked
   * against each chunk's {@code expected-*} comments instead of printed. When a chunk fails and the
   * output is stdout ({@code toStdout}), the other chunks' output is still printed there, as
   * mlir-translate prints it (an output file is not written).
   */
  public static byte[] mlirToLlvmIr(Invocation inv, byte[] input, String bufferName, boolean split,
      boolean verifyDiagnostics, boolean toStdout) {
    return mlirToLlvmIr(inv, input, bufferName, split, verifyDiagnostics, toStdout, true);
  }

  /** As above; {@code implicitModule} false: --no-implicit-module (the input's one op is the module). */
  public static byte[] mlirToLlvmIr(Invocation inv, byte[] input, String bufferName, boolean split,
      boolean verifyDiagnostics, boolean toStdout, boolean implicitModule) {
    if (!split) {
      return translateChunk(inv, input, bufferName, verifyDiagnostics, implicitModule);
    }
    return splitChunks(inv, input, bufferName, toStdout,
        (chunk, name) -> translateChunk(inv, chunk, name, verifyDiagnostics, implicitModule));
  }

  /** Compiled on the first import whose text holds "mul" (nothing built on the export's path). */
  private static final class MulPattern {
    static final java.util.regex.Pattern CONSTANT_EXPRESSION =
        java.util.regex.Pattern.compile("(?<![-\\w.%@$!#])mul(?:\\s+(?:nuw|nsw))*\\s*\\(");
  }

  /**
   * LLVM 22's reader rejects {@code mul} constant expressions, which LLVM 20's still reads: the error
   * LLVM 22 gives for the first one in LLVM IR text (quoted text and comments skipped), or null.
   */
  static String removedConstantExpression(byte[] input, String bufferName) {
    if (LlvmIr.isBitcode(input)) {
      return null;
    }
    String text = new String(input, StandardCharsets.UTF_8);
    if (!text.contains("mul")) {
      return null;
    }
    String[] lines = text.split("\n", -1);
    for (int n = 0; n < lines.length; n++) {
      String line = lines[n];
      if (!line.contains("mul")) {
        continue;
      }
      StringBuilder code = new StringBuilder(line.length());
      boolean quoted = false;
      for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        if (c == '"') {
          quoted = !quoted;
        } else if (c == ';' && !quoted) {
          break;
        }
        code.append(quoted || c == '"' ? ' ' : c);
      }
      java.util.regex.Matcher m = MulPattern.CONSTANT_EXPRESSION.matcher(code);
      if (m.find()) {
        return bufferName + ":" + (n + 1) + ":" + (m.start() + 1) + ": error: mul constexprs are no longer supported\n"
            + line + "\n" + " ".repeat(m.start()) + "^";
      }
    }
    return null;
  }

  /**
   * Set by a chunk whose output is printed although -verify-diagnostics failed on it (mlir-translate
   * prints an imported module whatever its diagnostics were), read and cleared by the caller.
   */
  private static final ThreadLocal<Boolean> VERIFY_FAILED = ThreadLocal.withInitial(() -> false);

  /** One chunk's translation: its output, or null after diagnostics. */
  @FunctionalInterface
  interface Chunk {
    byte[] translate(byte[] chunk, String bufferName);
  }

  /**
   * {@code -split-input-file}: each chunk between {@code // -----} markers translated alone (named
   * {@code within split at FILE:LINE offset}), the outputs joined by empty lines; when one fails and
   * the output is stdout, the others are still printed there, as mlir-translate does.
   */
  static byte[] splitChunks(Invocation inv, byte[] input, String bufferName, boolean toStdout, Chunk translate) {
    byte[] marker = "// -----".getBytes(StandardCharsets.UTF_8);
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    boolean ok = true;
    int start = 0;
    int line = 1;
    while (true) {
      int end = indexOf(input, marker, start);
      int stop = end < 0 ? input.length : end;
      byte[] chunk = java.util.Arrays.copyOfRange(input, start, stop);
      byte[] r = translate.translate(chunk, "within split at " + bufferName + ":" + line + " offset ");
      if (r == null || VERIFY_FAILED.get()) {
        VERIFY_FAILED.set(false);
        ok = false;
      }
      if (r != null) {
        out.writeBytes(r);
      }
      if (end < 0) {
        break;
      }
      out.write('\n');
      for (int i = start; i < end; i++) {
        line += input[i] == '\n' ? 1 : 0;
      }
      start = end + marker.length;
    }
    if (!ok && toStdout) {
      inv.stdout().writeBytes(out.toByteArray());
      inv.stdout().flush();
    }
    return ok ? out.toByteArray() : null;
  }

  private static int indexOf(byte[] hay, byte[] needle, int from) {
    outer:
    for (int i = from; i + needle.length <= hay.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (hay[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  private static byte[] translateChunk(Invocation inv, byte[] input, String bufferName, boolean verifyDiagnostics,
      boolean implicitModule) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    mgr.addBuffer(bufferName, input);
    StringBuilder errors = new StringBuilder();
    DiagnosticVerifier checker = null;
    DiagnosticEngine.Registration reg;
    if (verifyDiagnostics) {
      ctx.printOpOnDiagnostic(false);
      checker = new DiagnosticVerifier(new DiagnosticRenderer(mgr, errors::append), errors::append, false);
      checker.scanAll();
      reg = ctx.diagnostics().pushHandler(checker);
    } else {
      reg = ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, errors::append));
    }
    try (reg) {
      byte[] text = translateParsed(ctx, input, bufferName, implicitModule);
      boolean ok = checker != null ? checker.verify() : text != null;
      inv.stderr().print(errors);
      return ok ? (text != null ? text : new byte[0]) : null;
    }
  }

  /** Parses, verifies and translates; null after reporting the diagnostics. */
  private static byte[] translateParsed(MLIRContext ctx, byte[] input, String bufferName, boolean implicitModule) {
    Operation module = SourceParser.parse(ctx, input, bufferName, new ParseOptions(implicitModule));
    if (module == null || !Verifier.verify(module)) {
      return null;
    }
    if (!module.name().equals("builtin.module")) {
      // As mlir-translate's --no-implicit-module: only a module translates to an LLVM IR module.
      module.emitOpError("can not be translated to an LLVMIR module").report();
      return null;
    }
    Llvm.ensureInitialized();
    LLVMContextRef llvm = LLVMContextCreate();
    try {
      LLVMModuleRef m;
      try {
        m = ModuleTranslation.translate(module, llvm);
      } catch (TranslationException e) {
        if (e.op() != null && e.opFailed()) {
          ctx.diagnostics().emitError(e.op().location(), e.getMessage());
          e.op().emitError("LLVM Translation failed for operation: " + e.op().name()).report();
        } else if (e.op() != null && (e.op() != module || e.showModule())) {
          e.op().emitError(e.getMessage()).report();
        } else {
          // As mlir-translate's module-level errors (data layout): at the module, without the op.
          ctx.diagnostics().emitError(module.location(), e.getMessage());
        }
        return null;
      }
      org.jmlir.llvm.translate.FunctionAttributes.llvm22Declarations(llvm, m);
      byte[] text = LlvmIr.printBytes(m);
      LLVMDisposeModule(m);
      return Llvm22Text.unquoteMarks(text);
    } finally {
      LLVMContextDispose(llvm);
    }
  }

  /** LLVM IR (text or bitcode) in {@code input} as a module in the llvm dialect. */
  public static byte[] importLlvm(Invocation inv, byte[] input, String bufferName, PrintOptions print, boolean split,
      boolean toStdout) throws TranslateException {
    return importLlvm(inv, input, bufferName, print, split, toStdout, false);
  }

  /** As above; {@code structsAsLiterals}: -import-structs-as-literals. */
  public static byte[] importLlvm(Invocation inv, byte[] input, String bufferName, PrintOptions print, boolean split,
      boolean toStdout, boolean structsAsLiterals) throws TranslateException {
    return importLlvm(inv, input, bufferName, print, split, toStdout, structsAsLiterals, false);
  }

  /**
   * As above; {@code verifyDiagnostics}: -verify-diagnostics, each chunk's diagnostics (the importer's
   * warnings at the file's 0:0, its errors) checked against the chunk's {@code expected-*} comments
   * instead of printed, as mlir-translate 22 does for an import.
   */
  public static byte[] importLlvm(Invocation inv, byte[] input, String bufferName, PrintOptions print, boolean split,
      boolean toStdout, boolean structsAsLiterals, boolean verifyDiagnostics) throws TranslateException {
    return importLlvm(inv, input, bufferName, print, split, toStdout, structsAsLiterals, verifyDiagnostics, false,
        false);
  }

  /**
   * As above; {@code dropCompositeElements}: -drop-di-composite-type-elements,
   * {@code preferUnregistered}: -prefer-unregistered-intrinsics.
   */
  public static byte[] importLlvm(Invocation inv, byte[] input, String bufferName, PrintOptions print, boolean split,
      boolean toStdout, boolean structsAsLiterals, boolean verifyDiagnostics, boolean dropCompositeElements,
      boolean preferUnregistered) throws TranslateException {
    if (!split) {
      byte[] r = importOne(inv, input, bufferName, print, structsAsLiterals, verifyDiagnostics, dropCompositeElements,
          preferUnregistered);
      if (VERIFY_FAILED.get()) {
        VERIFY_FAILED.set(false);
        if (r != null && toStdout) {
          inv.stdout().writeBytes(r);
          inv.stdout().flush();
        }
        return null;
      }
      return r;
    }
    return splitChunks(inv, input, bufferName, toStdout, (chunk, name) -> {
      try {
        return importOne(inv, chunk, name, print, structsAsLiterals, verifyDiagnostics, dropCompositeElements,
            preferUnregistered);
      } catch (TranslateException e) {
        inv.stderr().println(name + ": error: " + e.getMessage());
        return null;
      }
    });
  }

  public static byte[] importLlvm(Invocation inv, byte[] input, String bufferName, PrintOptions print)
      throws TranslateException {
    return importOne(inv, input, bufferName, print, false, false, false, false);
  }

  private static byte[] importOne(Invocation inv, byte[] input, String bufferName, PrintOptions print,
      boolean structsAsLiterals, boolean verifyDiagnostics, boolean dropCompositeElements, boolean preferUnregistered)
      throws TranslateException {
    Llvm.ensureInitialized();
    LLVMContextRef llvm = LLVMContextCreate();
    try {
      MLIRContext ctx = null;
      DiagnosticVerifier checker = null;
      StringBuilder diagnostics = new StringBuilder();
      if (verifyDiagnostics) {
        ctx = MLIRContext.withAllDialects();
        ctx.printOpOnDiagnostic(false);
        SourceMgr mgr = new SourceMgr(inv.workingDirectory());
        mgr.addBuffer(bufferName, input);
        checker = new DiagnosticVerifier(new DiagnosticRenderer(mgr, diagnostics::append), diagnostics::append, false);
        checker.scanAll();
      }
      LLVMModuleRef m;
      try {
        m = LlvmIr.parse(llvm, input, bufferName);
        String removed = removedConstantExpression(input, bufferName);
        if (removed != null) {
          LLVMDisposeModule(m);
          throw new LlvmException(removed);
        }
      } catch (LlvmException e) {
        if (checker != null) {
          try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(checker)) {
            ctx.diagnostics().emitError(org.jmlir.ir.loc.UnknownLoc.get(ctx), e.getMessage().strip());
            checker.verify();
          }
          inv.stderr().print(diagnostics);
          return null;
        }
        // As mlir-translate reports LLVM's parser error: at an unknown location, LLVM's text after it.
        // LLVM's message ends with its own newline, which mlir-translate prints before its own.
        inv.stderr().print("<unknown>:0: error: " + e.getMessage() + "\n\n");
        return null;
      }
      if (ctx == null) {
        ctx = MLIRContext.withAllDialects();
      }
      DiagnosticEngine.Registration reg;
      if (checker != null) {
        reg = ctx.diagnostics().pushHandler(checker);
      } else {
        SourceMgr mgr = new SourceMgr(inv.workingDirectory());
        mgr.addBuffer(bufferName, input);
        reg = ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, diagnostics::append));
      }
      Operation module;
      try (reg) {
        try {
          module = LlvmImporter.importModule(ctx, m, bufferName, structsAsLiterals, dropCompositeElements,
              preferUnregistered);
        } catch (TranslationException e) {
          if (checker == null) {
            inv.stderr().print(diagnostics);
            throw new TranslateException(e.getMessage());
          }
          if (e.verifierMessage()) {
            diagnostics.append(e.getMessage()).append('\n');
          } else {
            ctx.diagnostics().emitError(org.jmlir.ir.loc.FileLineColLoc.get(ctx, bufferName, 0, 0), e.getMessage());
          }
          module = null;
        }
        if (checker != null && !checker.verify()) {
          VERIFY_FAILED.set(true);
        }
      } finally {
        LLVMDisposeModule(m);
      }
      inv.stderr().print(diagnostics);
      if (module == null) {
        return null;
      }
      StringBuilder out = new StringBuilder();
      IRPrinter.print(module, print, out);
      // mlir-translate prints the imported module alone: no empty line after it (mlir-opt adds one).
      return RawUtf8.encode(out);
    } finally {
      LLVMContextDispose(llvm);
    }
  }
}
