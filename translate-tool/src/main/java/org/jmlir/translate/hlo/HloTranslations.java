package org.jmlir.translate.hlo;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.diag.DiagnosticRenderer;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.diag.SourceMgr;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.print.RawUtf8;
import org.jmlir.ir.verify.Verifier;
import org.jmlir.tool.Invocation;

/**
 * The HLO text translations of jtranslate: xla-translate's {@code -hlo-text-to-mlir-hlo} and
 * hlo-translate's {@code -hlo-to-mlir} (mhlo with {@code -emit-mhlo}, else StableHLO). Malformed
 * input is reported at its line and column with the source line and a caret; nothing is printed
 * then.
 */
public final class HloTranslations {
  private HloTranslations() {}

  /** What to import and how to print it. */
  public record ImportRequest(boolean importAll, boolean flatten, boolean emitStablehlo, PrintOptions print) {}

  /**
   * Imports HLO text; returns the printed module, or null after writing the errors to stderr.
   */
  public static byte[] importText(Invocation inv, byte[] input, String bufferName, ImportRequest request) {
    String text = new String(input, StandardCharsets.UTF_8);
    MLIRContext ctx = MLIRContext.withAllDialects();
    ctx.allowUnregisteredDialects(true);
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    mgr.addBuffer(bufferName, input);
    StringBuilder errors = new StringBuilder();
    DiagnosticRenderer renderer = new DiagnosticRenderer(mgr, errors::append);
    HloImporter importer = null;
    try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(renderer)) {
      Operation module;
      try {
        HloModuleText parsed = HloTextParser.parse(text);
        importer = new HloImporter(
            ctx, MhloHooks.INSTANCE, parsed, new HloImporter.Options(request.importAll(), request.flatten()), bufferName,
            text);
        module = importer.run();
      } catch (HloParseException e) {
        HloImporter locator = importer != null ? importer : new HloImporter(
            ctx, MhloHooks.INSTANCE, null, new HloImporter.Options(false, false), bufferName, text);
        renderer.emit(locator.location(e.offset()), e.getMessage(), Severity.ERROR, true, errors);
        inv.stderr().print(errors);
        return null;
      }
      // hlo-translate legalizes the imported mhlo to StableHLO unless -emit-mhlo is given.
      if (request.emitStablehlo()
          && !new org.jmlir.conversion.hlotostablehlo.HloNamespaceConverter(ctx, "mhlo", "stablehlo").convert(module)) {
        inv.stderr().print(errors);
        return null;
      }
      if (!Verifier.verify(module)) {
        inv.stderr().print(errors);
        return null;
      }
      StringBuilder out = new StringBuilder();
      IRPrinter.print(module, request.print(), out);
      if (!request.print().localScope()) {
        out.append('\n');
      }
      return RawUtf8.encode(out);
    }
  }

  /**
   * Exports an MLIR module of mhlo or StableHLO ops as HLO text; returns the text, or null after
   * writing the errors (parse, verification, or an op without an HLO form) to stderr.
   */
  public static byte[] exportText(Invocation inv, byte[] input, String bufferName, boolean printLayouts) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    mgr.addBuffer(bufferName, input);
    StringBuilder errors = new StringBuilder();
    try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, errors::append))) {
      Operation module = org.jmlir.ir.parse.SourceParser.parse(ctx, input, bufferName, org.jmlir.ir.parse.ParseOptions.DEFAULT);
      if (module == null || !Verifier.verify(module)) {
        inv.stderr().print(errors);
        return null;
      }
      try {
        return new HloExporter(module, printLayouts).export().getBytes(StandardCharsets.UTF_8);
      } catch (HloExportException e) {
        e.op().emitError("failed to export to HLO text: " + e.getMessage()).report();
        inv.stderr().print(errors);
        return null;
      } catch (IllegalArgumentException | ClassCastException e) {
        inv.stderr().println(bufferName + ": error: failed to export to HLO text: " + e.getMessage());
        return null;
      }
    }
  }
}
