package org.jmlir.conversion.arithtoapfloat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.conversion.llvmcommon.LlvmSymbols;
import org.jmlir.conversion.vectortollvm.ApFloat;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code convert-arith-to-apfloat}, as MLIR 22's ArithToAPFloat for the arithmetic ops: addf, subf,
 * mulf, divf, remf and negf on any float type become calls to the APFloat runtime
 * ({@code _mlir_apfloat_add(semantics, a, b)}, the operands bitcast to integers and zero-extended to
 * i64, the result truncated and bitcast back); vector operands are unrolled with
 * {@code vector.to_elements}/{@code from_elements}. The runtime functions are declared private at
 * the top of the module. Also as MLIR 22: minnumf/maxnumf/minimumf/maximumf, cmpf ({@code compare}
 * answers an i8 APFloat cmpResult, tested against the predicate's outcomes), extf/truncf
 * ({@code convert}), fptosi/fptoui ({@code convert_to_int}) and sitofp/uitofp
 * ({@code convert_from_int}). Unlike MLIR 22, an f64 (or i64) operand is not zero-extended to i64
 * (upstream builds an invalid {@code arith.extui i64 to i64} there).
 */
public final class ArithToApFloat extends Pass {
  private static final Map<String, String> BINARY = Map.of("arith.addf", "add", "arith.subf", "subtract",
      "arith.mulf", "multiply", "arith.divf", "divide", "arith.remf", "remainder", "arith.minnumf", "minnum",
      "arith.maxnumf", "maxnum", "arith.minimumf", "minimum", "arith.maximumf", "maximum");

  /** The runtime function of each other converted op. */
  private static final Map<String, String> OTHER = Map.of("arith.negf", "neg", "arith.cmpf", "compare",
      "arith.extf", "convert", "arith.truncf", "convert", "arith.fptosi", "convert_to_int",
      "arith.fptoui", "convert_to_int", "arith.sitofp", "convert_from_int", "arith.uitofp", "convert_from_int");

  public ArithToApFloat(PassOptions o) {
    super(o);
    if (!o.values().isEmpty()) {
      throw org.jmlir.ir.pass.PassOptionException.noSuchOption(o.values().keySet().iterator().next());
    }
  }

  @Override
  public String argument() {
    return "convert-arith-to-apfloat";
  }

  @Override
  public String name() {
    return "ArithToAPFloatConversionPass";
  }

  @Override
  public String summary() {
    return "Convert Arith ops to APFloat runtime library calls";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> ops = new ArrayList<>();
    root.walk(op -> {
      if ((BINARY.containsKey(op.name()) || OTHER.containsKey(op.name())) && !tooWide(op)
          && (elementFloat(op.result(0).type()) != null || elementFloat(op.operand(0).type()) != null)) {
        ops.add(op);
      }
    });
    for (Operation op : ops) {
      String fn = BINARY.containsKey(op.name()) ? BINARY.get(op.name()) : OTHER.get(op.name());
      if (!lower(op, fn, false)) {
        pc.signalFailure();
        return;
      }
    }
  }

  /**
   * Replaces {@code op} by calls to {@code _mlir_apfloat_<fn>} on its operands' bits (unrolling
   * vectors); {@code boolResult}: the runtime answers an i1 (classification) instead of bits.
   */
  public static boolean lower(Operation op, String fn, boolean boolResult) {
    return new Lowering(op, fn, boolResult).run();
  }

  /** Sides wider than 64 bits (f80, f128, i92) are not converted (as upstream). */
  static boolean tooWide(Operation op) {
    Type in = elementOf(op.operand(0).type());
    Type out = elementOf(op.result(0).type());
    return (in instanceof IntegerType i && i.width() > 64) || (in instanceof FloatType fi && fi.width() > 64)
        || (out instanceof FloatType fo && fo.width() > 64)
        || (!op.name().equals("arith.cmpf") && out instanceof IntegerType o && o.width() > 64);
  }

  private static Type elementOf(Type t) {
    return t instanceof VectorType v ? v.elementType() : t;
  }

  static FloatType elementFloat(Type t) {
    Type e = t instanceof VectorType v ? v.elementType() : t;
    return e instanceof FloatType f ? f : null;
  }

  private static final class Lowering {
    final Operation op;
    final MLIRContext ctx;
    final OpBuilder b;
    final String fn;
    final boolean boolResult;

    Lowering(Operation op, String fn, boolean boolResult) {
      this.op = op;
      this.fn = fn;
      this.boolResult = boolResult;
      this.ctx = op.context();
      this.b = new OpBuilder(ctx);
    }

    Operation create(String name, List<Value> operands, List<Type> results, Object... attrs) {
      OperationState s = new OperationState(ctx, ctx.lookupOp(name), op.location());
      s.addOperands(operands);
      s.addTypes(results);
      for (int i = 0; i < attrs.length; i += 2) {
        s.addAttribute((String) attrs[i], (Attribute) attrs[i + 1]);
      }
      return b.create(s);
    }

    Value one(String name, List<Value> operands, Type result, Object... attrs) {
      return create(name, operands, List.of(result), attrs).result(0);
    }

    /** False (after MLIR's error at the declaration) when the runtime function's name has another type. */
    boolean run() {
      Type t = op.result(0).type();
      Type f = elementOf(op.operand(0).type());
      IntegerType i64 = IntegerType.get(ctx, 64);
      IntegerType i32 = IntegerType.get(ctx, 32);
      IntegerType i1 = IntegerType.get(ctx, 1);
      List<Type> params = new ArrayList<>(List.of(i32));
      Type resultType = boolResult ? i1 : i64;
      switch (fn) {
        case "convert" -> params.addAll(List.of(i32, i64));
        case "convert_to_int", "convert_from_int" -> params.addAll(List.of(i32, i1, i64));
        default -> {
          for (int i = 0; i < op.numOperands(); i++) {
            params.add(i64);
          }
          if (fn.equals("compare")) {
            resultType = IntegerType.get(ctx, 8);
          }
        }
      }
      if (!declare("_mlir_apfloat_" + fn, FunctionType.get(ctx, params, List.of(resultType)))) {
        return false;
      }
      b.setInsertionPoint(op);
      Value result;
      if (t instanceof VectorType v) {
        int n = (int) v.numElements();
        List<Type> scalars = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          scalars.add(f);
        }
        List<List<Value>> cols = new ArrayList<>();
        for (Value operand : op.operands()) {
          cols.add(create("vector.to_elements", List.of(operand), scalars).results().stream().map(r -> (Value) r).toList());
        }
        List<Value> outs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          List<Value> args = new ArrayList<>();
          for (List<Value> c : cols) {
            args.add(c.get(i));
          }
          outs.add(scalar(f, args));
        }
        result = one("vector.from_elements", outs, t);
      } else {
        result = scalar(f, op.operands());
      }
      op.replaceAllUsesWith(List.of(result));
      op.erase();
      return true;
    }

    Value i32Const(long v) {
      return one("arith.constant", List.of(), IntegerType.get(ctx, 32), "value", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), v));
    }

    Value boolConst(boolean v) {
      return one("arith.constant", List.of(), IntegerType.get(ctx, 1), "value", IntegerAttr.bool(ctx, v));
    }

    /** The float's bits zero-extended to i64. */
    Value floatBits(FloatType f, Value a) {
      Value v = one("arith.bitcast", List.of(a), IntegerType.get(ctx, f.width()));
      return f.width() < 64 ? one("arith.extui", List.of(v), IntegerType.get(ctx, 64)) : v;
    }

    /** The call's i64 bits as a value of the float type {@code f}. */
    Value toFloat(FloatType f, Value bits) {
      IntegerType w = IntegerType.get(ctx, f.width());
      return one("arith.bitcast", List.of(f.width() < 64 ? one("arith.trunci", List.of(bits), w) : bits), f);
    }

    Value call(List<Value> args, Type result) {
      return one("func.call", args, result, "callee", org.jmlir.ir.attr.SymbolRefAttr.get(ctx, "_mlir_apfloat_" + fn));
    }

    /** One element of a cmpf, extf/truncf, fptosi/fptoui or sitofp/uitofp; null for the arithmetic ones. */
    Value special(Type in, List<Value> args) {
      IntegerType i64 = IntegerType.get(ctx, 64);
      Type out = elementOf(op.result(0).type());
      switch (fn) {
        case "compare" -> {
          FloatType f = (FloatType) in;
          Value lhs = floatBits(f, args.get(0));
          Value rhs = floatBits(f, args.get(1));
          Value r = call(List.of(i32Const(ApFloat.semantics(f)), lhs, rhs), IntegerType.get(ctx, 8));
          return predicate(r);
        }
        case "convert" -> {
          Value bits = floatBits((FloatType) in, args.get(0));
          Value inSem = i32Const(ApFloat.semantics((FloatType) in));
          Value outSem = i32Const(ApFloat.semantics((FloatType) out));
          return toFloat((FloatType) out, call(List.of(inSem, outSem, bits), i64));
        }
        case "convert_to_int" -> {
          Value bits = floatBits((FloatType) in, args.get(0));
          Value sem = i32Const(ApFloat.semantics((FloatType) in));
          IntegerType o = (IntegerType) out;
          Value width = i32Const(o.width());
          Value unsigned = boolConst(op.name().equals("arith.fptoui"));
          Value r = call(List.of(sem, width, unsigned, bits), i64);
          return o.width() < 64 ? one("arith.trunci", List.of(r), o) : r;
        }
        case "convert_from_int" -> {
          boolean isUnsigned = op.name().equals("arith.uitofp");
          IntegerType it = (IntegerType) in;
          Value bits = args.get(0);
          if (it.width() < 64) {
            bits = one(isUnsigned ? "arith.extui" : "arith.extsi", List.of(bits), i64);
          }
          Value sem = i32Const(ApFloat.semantics((FloatType) out));
          Value width = i32Const(it.width());
          Value unsigned = boolConst(isUnsigned);
          return toFloat((FloatType) out, call(List.of(sem, width, unsigned, bits), i64));
        }
        default -> {
          return null;
        }
      }
    }

    /** cmpf's predicate from the cmpResult (0 less, 1 equal, 2 greater, 3 unordered), as MLIR's checkResults. */
    Value predicate(Value r) {
      String p = org.jmlir.dialect.arith.ArithAttrs.CMPF_PREDICATES.get((int) ((IntegerAttr) op.inherentAttr("predicate")).longValue());
      int[] outcomes = switch (p) {
        case "oeq" -> new int[] {1};
        case "ogt" -> new int[] {2};
        case "oge" -> new int[] {2, 1};
        case "olt" -> new int[] {0};
        case "ole" -> new int[] {0, 1};
        case "one" -> new int[] {0, 2};
        case "ord" -> new int[] {0, 2, 1};
        case "ueq" -> new int[] {3, 1};
        case "ugt" -> new int[] {3, 2};
        case "uge" -> new int[] {3, 2, 1};
        case "ult" -> new int[] {3, 0};
        case "ule" -> new int[] {3, 0, 1};
        case "une" -> new int[] {0, 2, 3};
        case "uno" -> new int[] {3};
        default -> null;
      };
      if (outcomes == null) {
        return boolConst(p.equals("true"));
      }
      return anyOf(r, outcomes, 0);
    }

    private Value anyOf(Value r, int[] outcomes, int from) {
      IntegerType i8 = IntegerType.get(ctx, 8);
      Value c = one("arith.constant", List.of(), i8, "value", IntegerAttr.get(ctx, i8, outcomes[from]));
      Value first = one("arith.cmpi", List.of(r, c), IntegerType.get(ctx, 1), "predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 0));
      if (from == outcomes.length - 1) {
        return first;
      }
      Value rest = anyOf(r, outcomes, from + 1);
      return one("arith.ori", List.of(first, rest), IntegerType.get(ctx, 1));
    }

    Value scalar(Type in, List<Value> args) {
      Value special = special(in, args);
      if (special != null) {
        return special;
      }
      FloatType f = (FloatType) in;
      IntegerType bits = IntegerType.get(ctx, f.width());
      IntegerType i64 = IntegerType.get(ctx, 64);
      List<Value> callArgs = new ArrayList<>();
      List<Value> converted = new ArrayList<>();
      for (Value a : args) {
        converted.add(floatBits(f, a));
      }
      callArgs.add(i32Const(ApFloat.semantics(f)));
      callArgs.addAll(converted);
      Type rt = boolResult ? IntegerType.get(ctx, 1) : i64;
      Value r = one("func.call", callArgs, rt, "callee", org.jmlir.ir.attr.SymbolRefAttr.get(ctx, "_mlir_apfloat_" + fn));
      if (boolResult) {
        return r;
      }
      Value narrow = f.width() < 64 ? one("arith.trunci", List.of(r), bits) : r;
      return one("arith.bitcast", List.of(narrow), f);
    }

    boolean declare(String name, FunctionType type) {
      Operation existing = LlvmSymbols.lookup(LlvmSymbols.symbolTable(op), name);
      if (existing != null && existing.inherentAttr("function_type") instanceof org.jmlir.ir.attr.TypeAttr ft
          && !ft.value().equals(type)) {
        existing.emitError("matched function '" + name + "' but with different type: '"
            + org.jmlir.ir.print.AttrTypeText.type(ft.value()) + "' (expected '" + org.jmlir.ir.print.AttrTypeText.type(type) + "')").report();
        return false;
      }
      LlvmSymbols.declareFuncPrivate(b, op, name, type, List.of());
      return true;
    }
  }
}
