package org.jmlir.translate;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.hlo.interpret.Interpreter;
import org.jmlir.hlo.interpret.InterpreterException;
import org.jmlir.hlo.interpret.RuntimeValue;
import org.jmlir.hlo.interpret.Tensor;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.diag.DiagnosticRenderer;
import org.jmlir.ir.diag.SourceMgr;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.verify.Verifier;
import org.jmlir.tool.Invocation;

/**
 * {@code jtranslate --interpret}: stablehlo-translate's interpreter. Runs the module's {@code @main}
 * (or its only function) with the tensors of {@code --args=[dense<...> : tensor<...>, ...]} and
 * prints each result as the reference interpreter prints it ({@code tensor<2xi32> {[1, 2]}}), or as a
 * dense attribute with {@code --interpreter-print-dense}. A module without functions prints nothing.
 * Run-time errors, failed checks included, are located errors at the failing op.
 */
final class InterpretTranslation {
  private InterpretTranslation() {}

  static byte[] run(Invocation inv, TranslateOptions o, byte[] input, String bufferName) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    ctx.allowUnregisteredDialects(o.flag("allow-unregistered-dialect", true));
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    mgr.addBuffer(bufferName, input);
    StringBuilder errors = new StringBuilder();
    DiagnosticEngine engine = ctx.diagnostics();
    try (DiagnosticEngine.Registration reg = engine.pushHandler(new DiagnosticRenderer(mgr, errors::append))) {
      Operation module = SourceParser.parse(ctx, input, bufferName, ParseOptions.DEFAULT);
      if (module == null || !Verifier.verify(module)) {
        inv.stderr().print(errors);
        return null;
      }
      List<Tensor> args = parseArgs(ctx, o.string("args"), engine);
      if (args == null) {
        inv.stderr().print(errors);
        return null;
      }
      List<Operation> funcs = new ArrayList<>();
      for (Region r : module.regions()) {
        for (Block b : r.blocks()) {
          for (Operation op : b) {
            if (op instanceof FuncOp) {
              funcs.add(op);
            }
          }
        }
      }
      if (funcs.isEmpty()) {
        return new byte[0];
      }
      FuncOp main = null;
      for (Operation f : funcs) {
        if (((FuncOp) f).symName().equals("main")) {
          main = (FuncOp) f;
        }
      }
      if (main == null && funcs.size() == 1) {
        main = (FuncOp) funcs.get(0);
      }
      if (main == null) {
        module.emitError("module must have entry func with name main").report();
        inv.stderr().print(errors);
        return null;
      }
      int expected = main.functionType().inputs().size();
      if (expected != args.size()) {
        main.emitError("incorrect number of arguments specified, provided " + args.size()
            + " inputs but function expected " + expected).report();
        inv.stderr().print(errors);
        return null;
      }
      for (int i = 0; i < expected; i++) {
        org.jmlir.ir.type.Type sig = main.functionType().inputs().get(i);
        org.jmlir.ir.type.RankedTensorType given = args.get(i).type(ctx);
        boolean fits = sig instanceof org.jmlir.ir.type.ShapedType st && st.elementType().equals(given.elementType())
            && (!st.hasRank() || org.jmlir.ir.type.ShapedType.compatibleDims(st.shape(), given.shape()));
        if (!fits) {
          main.emitError("invalid input argument type at index " + i + ", input type was "
              + org.jmlir.ir.print.AttrTypeText.type(given) + " but entry function expected "
              + org.jmlir.ir.print.AttrTypeText.type(sig)).report();
          inv.stderr().print(errors);
          return null;
        }
      }
      Interpreter interp = new Interpreter(module);
      String probeDir = o.string("probe-output-dir");
      if (!probeDir.isEmpty()) {
        interp.probeDirectory(inv.resolve(probeDir).toString());
        try {
          java.nio.file.Files.deleteIfExists(inv.resolve(probeDir).resolve("index.csv"));
        } catch (java.io.IOException e) {
          ctx.diagnostics().emitError(UnknownLoc.get(ctx), "Failed to remove existing instrumentation metadata file.");
          inv.stderr().print(errors);
          return null;
        }
      }
      List<RuntimeValue> results;
      try {
        results = interp.call(main.symName(), args);
      } catch (InterpreterException e) {
        inv.stdout().print(interp.printed());
        Operation failing = e.location() == null ? main : null;
        if (failing != null) {
          failing.emitError(message(e)).report();
        } else {
          ctx.diagnostics().emit(e.location(), org.jmlir.ir.diag.Severity.ERROR, message(e)).report();
        }
        inv.stderr().print(errors);
        return null;
      }
      StringBuilder out = new StringBuilder(interp.printed());
      boolean dense = o.flag("interpreter-print-dense");
      for (RuntimeValue v : results) {
        if (v instanceof Tensor t) {
          out.append(dense ? org.jmlir.ir.print.AttrTypeText.attribute(t.toAttr(ctx)) : t.print(ctx)).append('\n');
        } else {
          out.append(v).append('\n');
        }
      }
      return out.toString().getBytes(StandardCharsets.UTF_8);
    }
  }

  private static String message(InterpreterException e) {
    return e.opName() == null ? e.getMessage() : "'" + e.opName() + "': " + e.getMessage().stripTrailing();
  }

  /**
   * {@code --args}: an array of dense element attributes, one per argument of the function, read
   * with the MLIR attribute parser. Null after reporting an error.
   */
  static List<Tensor> parseArgs(MLIRContext ctx, String text, DiagnosticEngine engine) {
    List<Tensor> out = new ArrayList<>();
    if (text.isEmpty()) {
      return out;
    }
    String usage = ", i.e. --args=[dense<1> : tensor<2xi32>, ...]";
    byte[] wrapper = ("module attributes {jtranslate.args = " + text + "} {}").getBytes(StandardCharsets.UTF_8);
    Operation m = SourceParser.parse(ctx, wrapper, "<args>", ParseOptions.DEFAULT);
    Attribute a = m == null ? null : m.attr("jtranslate.args");
    if (!(a instanceof ArrayAttr arr)) {
      engine.emitError(UnknownLoc.get(ctx), "expectected array attribute string for args" + usage);
      return null;
    }
    for (Attribute e : arr.elements()) {
      if (!(e instanceof DenseIntOrFPElementsAttr d)) {
        engine.emitError(UnknownLoc.get(ctx), "expected dense elements attribute for args elements" + usage);
        return null;
      }
      try {
        out.add(Tensor.fromAttr(d));
      } catch (InterpreterException ex) {
        engine.emitError(UnknownLoc.get(ctx), ex.getMessage());
        return null;
      }
    }
    return out;
  }
}
