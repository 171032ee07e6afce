package org.jmlir.ir.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.junit.jupiter.api.Test;

/** An op whose {@link GenericFormChoice} extension answers true prints generically, and parses back. */
class GenericFormChoiceTest {
  static final class TestOp extends Operation {}

  static final class ChoiceDialect extends Dialect {
    ChoiceDialect() {
      super("choice");
    }

    @Override
    public List<OpDef> operations() {
      // Generic when its label is "old"; custom otherwise.
      GenericFormChoice byLabel = op -> op.inherentAttr("label") instanceof StringAttr s && s.value().equals("old");
      return List.of(
          OpSpec.define("choice.op", TestOp::new)
              .attr("label", AttrConstraint.STRING)
              .format("$label attr-dict")
              .extension(GenericFormChoice.class, byLabel)
              .build());
    }
  }

  private static String print(String src) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    ctx.registerDialect("choice", ChoiceDialect::new);
    Operation module = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    return IRPrinter.print(module, PrintOptions.DEFAULT);
  }

  @Test
  void theExtensionChoosesTheGenericFormPerOp() {
    String printed = print("choice.op \"new\"\n\"choice.op\"() <{label = \"old\"}> : () -> ()\n");
    assertTrue(printed.contains("  choice.op \"new\"\n"), printed);
    assertTrue(printed.contains("  \"choice.op\"() <{label = \"old\"}> : () -> ()\n"), printed);
    // The generic form parses back to the same op, printed the same way.
    assertEquals(printed, print(printed));
  }
}
