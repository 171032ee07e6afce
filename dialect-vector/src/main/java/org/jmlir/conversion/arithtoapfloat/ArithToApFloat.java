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
 * the top of the module. Not converted yet: cmpf, extf/truncf, int/float conversions, min/max.
 */
public final class ArithToApFloat extends Pass {
  private static final Map<String, String> BINARY =
      Map.of("arith.addf", "add", "arith.subf", "subtract", "arith.mulf", "multiply", "arith.divf", "divide", "arith.remf", "remainder");

  public ArithToApFloat(PassOptions o) {
    super(o);
    if (!o.values().isEmpty()) {
      throw new IllegalArgumentException("<Pass-Options-Parser>: no such option " + o.values().keySet().iterator().next());
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
      if ((BINARY.containsKey(op.name()) || op.name().equals("arith.negf")) && elementFloat(op.result(0).type()) != null) {
        ops.add(op);
      }
    });
    for (Operation op : ops) {
      lower(op, op.name().equals("arith.negf") ? "neg" : BINARY.get(op.name()), false);
    }
  }

  /**
   * Replaces {@code op} by calls to {@code _mlir_apfloat_<fn>} on its operands' bits (unrolling
   * vectors); {@code boolResult}: the runtime answers an i1 (classification) instead of bits.
   */
  public static void lower(Operation op, String fn, boolean boolResult) {
    new Lowering(op, fn, boolResult).run();
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

    void run() {
      Type t = op.result(0).type();
      FloatType f = elementFloat(op.operand(0).type());
      IntegerType i64 = IntegerType.get(ctx, 64);
      IntegerType i32 = IntegerType.get(ctx, 32);
      List<Type> params = new ArrayList<>(List.of(i32));
      for (int i = 0; i < op.numOperands(); i++) {
        params.add(i64);
      }
      declare("_mlir_apfloat_" + fn, FunctionType.get(ctx, params, List.of(boolResult ? IntegerType.get(ctx, 1) : i64)));
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
    }

    Value scalar(FloatType f, List<Value> args) {
      IntegerType bits = IntegerType.get(ctx, f.width());
      IntegerType i64 = IntegerType.get(ctx, 64);
      List<Value> callArgs = new ArrayList<>();
      List<Value> converted = new ArrayList<>();
      for (Value a : args) {
        Value v = one("arith.bitcast", List.of(a), bits);
        converted.add(f.width() < 64 ? one("arith.extui", List.of(v), i64) : v);
      }
      callArgs.add(one("arith.constant", List.of(), IntegerType.get(ctx, 32), "value",
          IntegerAttr.get(ctx, IntegerType.get(ctx, 32), ApFloat.semantics(f))));
      callArgs.addAll(converted);
      Type rt = boolResult ? IntegerType.get(ctx, 1) : i64;
      Value r = one("func.call", callArgs, rt, "callee", org.jmlir.ir.attr.SymbolRefAttr.get(ctx, "_mlir_apfloat_" + fn));
      if (boolResult) {
        return r;
      }
      Value narrow = f.width() < 64 ? one("arith.trunci", List.of(r), bits) : r;
      return one("arith.bitcast", List.of(narrow), f);
    }

    void declare(String name, FunctionType type) {
      LlvmSymbols.declareFuncPrivate(b, op, name, type, List.of());
    }
  }
}
