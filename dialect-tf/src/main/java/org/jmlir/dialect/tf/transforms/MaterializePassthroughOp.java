package org.jmlir.dialect.tf.transforms;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-materialize-passthrough-op}: a {@code tf.MlirPassthroughOp} carries MLIR text in its
 * {@code mlir_module} attribute; the op is replaced by the body of that module's {@code main}, whose
 * arguments become the op's operands and whose returned values its results. Errors are TensorFlow's.
 */
public final class MaterializePassthroughOp extends Pass {
  public MaterializePassthroughOp(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-materialize-passthrough-op";
  }

  @Override
  public String summary() {
    return "Materialize the MlirPassthroughOp by replacing it with the MLIR module attached as an attribute";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(op -> op.name().equals("tf.MlirPassthroughOp"))) {
      materialize(op);
    }
  }

  private static void materialize(Operation op) {
    String text = op.attr("mlir_module") instanceof StringAttr s ? s.value() : "";
    Operation module =
        SourceParser.parse(op.context(), text.getBytes(StandardCharsets.UTF_8), "mlir_module", ParseOptions.DEFAULT);
    if (module == null) {
      op.emitError("could not parse attached MLIR module").report();
      return;
    }
    Operation main = SymbolTable.lookupSymbolIn(module, "main");
    if (main == null || !main.name().equals("func.func")) {
      op.emitError("MLIR Opaque Op expects a main() entry point\n").report();
      return;
    }
    Block body = main.region(0).isEmpty() ? null : main.region(0).front();
    int numArgs = body == null ? 0 : body.numArguments();
    if (numArgs != op.numOperands()) {
      op.emitError("mismatch between MLIR Opaque Op number of operands (" + op.numOperands()
              + ") and main() entry point in the module (" + numArgs + " args)\n")
          .report();
      return;
    }
    int numResults = body == null || body.last() == null ? 0 : body.last().numOperands();
    if (numResults != op.numResults()) {
      op.emitError("mismatch between MLIR Opaque Op number of results (" + op.numResults()
              + ") and main() entry point in the module (" + numResults + " results)\n")
          .report();
      return;
    }
    if (main.region(0).numBlocks() != 1) {
      op.emitError("MLIR Opaque Op expects a main() entry point with a single block\n").report();
      return;
    }
    for (int i = 0; i < numArgs; i++) {
      body.argument(i).replaceAllUsesWith(op.operand(i));
    }
    Operation ret = body.last();
    for (Operation inner = body.first(); inner != ret; ) {
      Operation next = inner.nextInBlock();
      inner.moveBefore(op);
      inner = next;
    }
    for (int i = 0; i < op.numResults(); i++) {
      op.result(i).replaceAllUsesWith(ret.operand(i));
    }
    op.dropAllReferences();
    op.erase();
  }
}
