package org.jmlir.dialect.arith.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.rewrite.conversion.TypeConverter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.Type;

/**
 * {@code arith-emulate-unsupported-floats} (MLIR 22's ArithEmulateUnsupportedFloats): every arith op
 * computing on one of {@code source-types} computes on {@code target-type} instead, its operands
 * extended ({@code extf fastmath<contract>}) and its results truncated back. Casts, constants and
 * selects stay; ops of other dialects are not touched.
 */
public final class EmulateUnsupportedFloats extends Pass {
  private final List<String> sourceTypes;
  private final String targetType;

  public EmulateUnsupportedFloats(PassOptions o) {
    super(o);
    sourceTypes = o.getList("source-types");
    targetType = o.get("target-type", "f32");
  }

  @Override
  public String argument() {
    return "arith-emulate-unsupported-floats";
  }

  @Override
  public String name() {
    return "ArithEmulateUnsupportedFloats";
  }

  @Override
  public String summary() {
    return "Emulate operations on unsupported floats with extf/truncf";
  }

  /** arith::parseFloatType: the float type spelled {@code name} (not tf32 nor f8E4M3B11FNUZ), else null. */
  public static FloatType parseFloatType(MLIRContext ctx, String name) {
    FloatType.Kind k = FloatType.Kind.fromSpelling(name);
    if (k == null || k == FloatType.Kind.TF32 || k == FloatType.Kind.F8E4M3B11FNUZ) {
      return null;
    }
    return FloatType.get(ctx, k);
  }

  /**
   * The float type {@code name}, or null after reporting
   * {@code could not map <role> type '<name>' to a known floating-point type} (and the failure).
   */
  public static FloatType parseOrReport(MLIRContext ctx, String name, String role, PassContext pc) {
    FloatType t = parseFloatType(ctx, name);
    if (t == null) {
      ctx.diagnostics().emitError(UnknownLoc.get(ctx),
          "could not map " + role + " type '" + name + "' to a known floating-point type");
      pc.signalFailure();
    }
    return t;
  }

  /** A converter of the source float types (and shapes of them) to the target type, extending as needed. */
  public static TypeConverter converter(MLIRContext ctx, List<FloatType> sources, FloatType target) {
    TypeConverter c = new TypeConverter();
    c.addConversion(t -> {
      if (sources.contains(t)) {
        return target;
      }
      Type e = ConstFold.elementTypeOrSelf(t);
      if (e != t && sources.contains(e)) {
        return org.jmlir.dialect.arith.ArithTypes.sameShape(ctx, t, target);
      }
      return t;
    });
    c.addTargetMaterialization((b, type, inputs, loc) ->
        new ArithBuilder(b, loc).castFm("arith.extf", type, inputs.get(0), FastMathFlagsAttr.get(ctx, CONTRACT)));
    return c;
  }

  static final int CONTRACT = 1 << 5;

  /** The op recreated on the converted types, each changed result truncated back. */
  public static ConversionPattern pattern(TypeConverter converter) {
    return ConversionPattern.of(null, converter, (op, operands, rw) -> {
      if (converter.isLegal(op) || op.numRegions() != 0) {
        return false;
      }
      List<Type> oldTypes = new ArrayList<>();
      for (Value r : op.results()) {
        oldTypes.add(r.type());
      }
      List<Type> newTypes = converter.convertTypes(oldTypes);
      OperationState s = new OperationState(rw.context(), op.name(), op.location());
      s.addOperands(operands);
      s.addTypes(newTypes);
      s.properties = op.properties();
      s.attributes.addAll(op.attributes().entries());
      s.successors.addAll(op.successors());
      Operation created = rw.create(s);
      ArithBuilder b = new ArithBuilder(rw, op.location());
      List<Value> results = new ArrayList<>();
      for (int i = 0; i < oldTypes.size(); i++) {
        Value r = created.result(i);
        if (oldTypes.get(i) != newTypes.get(i)) {
          r = b.castFm("arith.truncf", oldTypes.get(i), r, FastMathFlagsAttr.get(rw.context(), CONTRACT));
        }
        results.add(r);
      }
      rw.replaceOp(op, results);
      return true;
    });
  }

  @Override
  public void run(Operation root, PassContext pc) {
    MLIRContext ctx = root.context();
    FloatType target = parseOrReport(ctx, targetType, "target", pc);
    if (target == null) {
      return;
    }
    List<FloatType> sources = new ArrayList<>();
    for (String n : sourceTypes) {
      FloatType t = parseOrReport(ctx, n, "source", pc);
      if (t == null) {
        return;
      }
      sources.add(t);
    }
    if (sources.contains(target)) {
      ctx.diagnostics().emitError(UnknownLoc.get(ctx), "target type cannot be an unsupported source type");
      pc.signalFailure();
      return;
    }
    TypeConverter converter = converter(ctx, sources, target);
    ConversionTarget t = new ConversionTarget().markUnknownOpDynamicallyLegal(op -> true);
    t.addDynamicallyLegalDialect("arith", converter::isLegal);
    for (String n : List.of("bitcast", "extf", "truncf", "constant", "select")) {
      t.addLegalOp("arith." + n);
    }
    if (!DialectConversion.applyPartialConversion(root, t, List.of(pattern(converter)))) {
      pc.signalFailure();
    }
  }
}
