package org.jmlir.translate.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import java.nio.charset.StandardCharsets;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.diag.DiagnosticRenderer;
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

  /** The module in {@code input} as LLVM IR text, or null after diagnostics on stderr. */
  public static byte[] mlirToLlvmIr(Invocation inv, byte[] input, String bufferName, boolean split) {
    if (split) {
      return splitChunks(inv, input, bufferName);
    }
    MLIRContext ctx = MLIRContext.withAllDialects();
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    mgr.addBuffer(bufferName, input);
    StringBuilder errors = new StringBuilder();
    try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, errors::append))) {
      Operation module = SourceParser.parse(ctx, input, bufferName, ParseOptions.DEFAULT);
      if (module == null || !Verifier.verify(module)) {
        inv.stderr().print(errors);
        return null;
      }
      Llvm.ensureInitialized();
      LLVMContextRef llvm = LLVMContextCreate();
      try {
        LLVMModuleRef m;
        try {
          m = ModuleTranslation.translate(module, llvm);
        } catch (TranslationException e) {
          (e.op() != null ? e.op().emitError(e.getMessage()) : module.emitError(e.getMessage())).report();
          inv.stderr().print(errors);
          return null;
        }
        byte[] text = LlvmIr.printBytes(m);
        LLVMDisposeModule(m);
        return text;
      } finally {
        LLVMContextDispose(llvm);
      }
    }
  }

  private static byte[] splitChunks(Invocation inv, byte[] input, String bufferName) {
    String text = new String(input, StandardCharsets.UTF_8);
    String[] chunks = text.split("(?m)^// -----\\s*$", -1);
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    boolean ok = true;
    StringBuilder prefix = new StringBuilder();
    for (int i = 0; i < chunks.length; i++) {
      // Earlier chunks' lines are kept as empty lines so locations are those of the whole file.
      String chunk = prefix + chunks[i];
      byte[] r = mlirToLlvmIr(inv, chunk.getBytes(StandardCharsets.UTF_8), bufferName, false);
      if (r == null) {
        ok = false;
      } else {
        out.writeBytes(r);
        if (i + 1 < chunks.length) {
          out.writeBytes("// -----\n".getBytes(StandardCharsets.UTF_8));
        }
      }
      prefix.append("\n".repeat((int) chunks[i].chars().filter(c -> c == '\n').count()));
    }
    return ok ? out.toByteArray() : null;
  }

  /** LLVM IR (text or bitcode) in {@code input} as a module in the llvm dialect. */
  public static byte[] importLlvm(Invocation inv, byte[] input, String bufferName, PrintOptions print)
      throws TranslateException {
    Llvm.ensureInitialized();
    LLVMContextRef llvm = LLVMContextCreate();
    try {
      LLVMModuleRef m;
      try {
        m = LlvmIr.parse(llvm, input, bufferName);
      } catch (LlvmException e) {
        // As mlir-translate reports LLVM's parser error: at an unknown location, LLVM's text after it.
        inv.stderr().println("<unknown>:0: error: " + e.getMessage());
        return null;
      }
      MLIRContext ctx = MLIRContext.withAllDialects();
      Operation module;
      try {
        module = LlvmImporter.importModule(ctx, m, bufferName);
      } catch (TranslationException e) {
        throw new TranslateException(e.getMessage());
      } finally {
        LLVMDisposeModule(m);
      }
      StringBuilder out = new StringBuilder();
      IRPrinter.print(module, print, out);
      out.append('\n');
      return RawUtf8.encode(out);
    } finally {
      LLVMContextDispose(llvm);
    }
  }
}
