package org.jmlir.conversion.tftohlo;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.tf.TfSimpleType;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * {@code -xla-legalize-tf-types} (TensorFlow's LegalizeTfTypes): the quantized TensorFlow element
 * types become the integers that hold them ({@code qint8} -> {@code i8}, {@code quint16} ->
 * {@code ui16}, ...) in every value, block argument and function signature; ops are kept.
 */
final class LegalizeTfTypes extends Pass {
  LegalizeTfTypes(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "xla-legalize-tf-types";
  }

  @Override
  public String summary() {
    return "Replace TensorFlow types with types that are legal in the MHLO dialect";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    MLIRContext ctx = root.context();
    root.walk(op -> {
      for (Value v : op.results()) {
        v.setType(convert(ctx, v.type()));
      }
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) {
          for (Value a : b.arguments()) {
            a.setType(convert(ctx, a.type()));
          }
        }
      }
      if (op.attr("function_type") instanceof TypeAttr ta && ta.value() instanceof FunctionType ft) {
        op.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, convertAll(ctx, ft.inputs()), convertAll(ctx, ft.results()))));
      }
    });
  }

  private static List<Type> convertAll(MLIRContext ctx, List<Type> types) {
    List<Type> out = new ArrayList<>();
    for (Type t : types) {
      out.add(convert(ctx, t));
    }
    return out;
  }

  static Type convert(MLIRContext ctx, Type t) {
    if (t instanceof RankedTensorType r) {
      Type e = element(ctx, r.elementType());
      return e == r.elementType() ? t : RankedTensorType.get(ctx, r.shape(), e, r.encoding());
    }
    if (t instanceof UnrankedTensorType u) {
      Type e = element(ctx, u.elementType());
      return e == u.elementType() ? t : UnrankedTensorType.get(ctx, e);
    }
    return element(ctx, t);
  }

  private static Type element(MLIRContext ctx, Type t) {
    if (!(t instanceof TfSimpleType s)) {
      return t;
    }
    return switch (s.name()) {
      case "qint8" -> IntegerType.get(ctx, 8);
      case "qint16" -> IntegerType.get(ctx, 16);
      case "qint32" -> IntegerType.get(ctx, 32);
      case "quint8" -> IntegerType.get(ctx, 8, IntegerType.Signedness.UNSIGNED);
      case "quint16" -> IntegerType.get(ctx, 16, IntegerType.Signedness.UNSIGNED);
      default -> t;
    };
  }
}
