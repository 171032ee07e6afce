package org.jmlir.dialect.math.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.ArithTypes;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.arith.transforms.EmulateUnsupportedFloats;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.rewrite.conversion.TypeConverter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code math-extend-to-supported-types} (MLIR 22's MathExtendToSupportedTypes): math ops (but
 * fma) on a float type other than f32, f64 and {@code extra-types} compute on {@code target-type}
 * between {@code extf} and {@code truncf} (both {@code fastmath<contract>}).
 */
public final class ExtendToSupportedTypes extends Pass {
  private final List<String> extraTypes;
  private final String targetType;

  public ExtendToSupportedTypes(PassOptions o) {
    super(o);
    extraTypes = o.getList("extra-types");
    targetType = o.get("target-type", "f32");
  }

  @Override
  public String argument() {
    return "math-extend-to-supported-types";
  }

  @Override
  public String name() {
    return "MathExtendToSupportedTypes";
  }

  @Override
  public String summary() {
    return "Legalize floating-point math ops on low-precision floats";
  }

  /** Floats not in {@code supported} (and shapes of them) become {@code target}. */
  static TypeConverter converter(MLIRContext ctx, List<FloatType> supported, FloatType target) {
    TypeConverter c = new TypeConverter();
    c.addConversion(t -> {
      if (t instanceof FloatType f) {
        return supported.contains(f) ? t : target;
      }
      if (t instanceof ShapedType s && s.elementType() instanceof FloatType f && !supported.contains(f)) {
        return ArithTypes.sameShape(ctx, t, target);
      }
      return t;
    });
    c.addTargetMaterialization((b, type, inputs, loc) -> new ArithBuilder(b, loc)
        .castFm("arith.extf", type, inputs.get(0), FastMathFlagsAttr.get(ctx, 1 << 5)));
    return c;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    MLIRContext ctx = root.context();
    FloatType target = EmulateUnsupportedFloats.parseOrReport(ctx, targetType, "target", pc);
    if (target == null) {
      return;
    }
    List<FloatType> supported = new ArrayList<>();
    for (String n : extraTypes) {
      FloatType t = EmulateUnsupportedFloats.parseOrReport(ctx, n, "source", pc);
      if (t == null) {
        return;
      }
      supported.add(t);
    }
    supported.add(FloatType.f64(ctx));
    supported.add(FloatType.f32(ctx));
    TypeConverter converter = converter(ctx, supported, target);
    ConversionTarget t = new ConversionTarget()
        .markUnknownOpDynamicallyLegal(op -> !op.name().startsWith("math.") || converter.isLegal(op));
    t.addLegalOp("math.fma").addLegalOp("arith.extf").addLegalOp("arith.truncf");
    if (!DialectConversion.applyPartialConversion(root, t, List.of(EmulateUnsupportedFloats.pattern(converter)))) {
      pc.signalFailure();
    }
  }
}
