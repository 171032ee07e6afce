package org.jmlir.conversion.arithwideint;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code test-arith-emulate-wide-int{widest-int-supported=W}}, MLIR's test pass for arith's wide
 * integer emulation: in functions named {@code emulate_*}, each arith op on {@code i(2W)} is rebuilt
 * on the two {@code iW} halves (low first) of a {@code vector<2xiW>}, with {@code llvm.bitcast}
 * between the wide integer and the vector at the op's boundary, as the test pass materializes them.
 * Emulated: constant, addi, subi, andi, ori, xori, shli, shrui, shrsi, fptoui, fptosi. The op
 * sequences are our own (same results as MLIR's EmulateWideInt patterns, not the same ops); other ops
 * on {@code i(2W)} fail legalization.
 */
public final class TestEmulateWideInt extends Pass {
  private final int widest;

  public TestEmulateWideInt(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!k.equals("widest-int-supported")) {
        throw new IllegalArgumentException("<Pass-Options-Parser>: no such option " + k);
      }
    }
    widest = (int) o.getLong("widest-int-supported", 32);
  }

  @Override
  public String argument() {
    return "test-arith-emulate-wide-int";
  }

  @Override
  public String summary() {
    return "Function pass to test Wide Integer Emulation";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> ops = new ArrayList<>();
    root.walk(op -> {
      Operation f = op.parentOp();
      while (f != null && !f.name().equals("func.func")) {
        f = f.parentOp();
      }
      if (f != null && f.attr("sym_name") instanceof StringAttr n && n.value().startsWith("emulate_")
          && op.name().startsWith("arith.") && touchesWide(op)) {
        ops.add(op);
      }
    });
    for (Operation op : ops) {
      if (!new Emulator(op, widest).emulate()) {
        op.emitError("failed to legalize operation '" + op.name() + "'").report();
        pc.signalFailure();
        return;
      }
    }
  }

  private boolean touchesWide(Operation op) {
    for (Type t : op.operandTypes()) {
      if (isWide(t)) {
        return true;
      }
    }
    for (Type t : op.resultTypes()) {
      if (isWide(t)) {
        return true;
      }
    }
    return false;
  }

  private boolean isWide(Type t) {
    return t instanceof IntegerType i && i.width() > widest;
  }

  /** Rebuilds one op on halves. */
  private static final class Emulator {
    final Operation op;
    final int w;
    final MLIRContext ctx;
    final OpBuilder b;
    final IntegerType half;
    final VectorType pair;

    Emulator(Operation op, int w) {
      this.op = op;
      this.w = w;
      this.ctx = op.context();
      this.b = new OpBuilder(ctx);
      b.setInsertionPoint(op);
      this.half = IntegerType.get(ctx, w);
      this.pair = VectorType.get(ctx, new long[] {2}, half);
    }

    Value make(String name, List<Value> operands, Type result, Object... attrs) {
      OperationState s = new OperationState(ctx, ctx.lookupOp(name), op.location());
      s.addOperands(operands);
      s.addType(result);
      for (int i = 0; i < attrs.length; i += 2) {
        s.addAttribute((String) attrs[i], (Attribute) attrs[i + 1]);
      }
      return b.create(s).result(0);
    }

    Value c(long v) {
      return make("arith.constant", List.of(), half, "value", IntegerAttr.get(ctx, half, v));
    }

    Value bin(String name, Value x, Value y) {
      return make("arith." + name, List.of(x, y), half);
    }

    Value cmp(String pred, Value x, Value y) {
      long p = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge").indexOf(pred);
      return make("arith.cmpi", List.of(x, y), IntegerType.get(ctx, 1), "predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), p));
    }

    Value select(Value cond, Value x, Value y) {
      return make("arith.select", List.of(cond, x, y), x.type());
    }

    /** The low and high halves of a wide value. */
    Value[] split(Value wide) {
      Value v = make("llvm.bitcast", List.of(wide), pair);
      return new Value[] {extract(v, 0), extract(v, 1)};
    }

    Value extract(Value v, long i) {
      return make("vector.extract", List.of(v), half, "static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {i}));
    }

    /** The wide value of two halves. */
    Value join(Value lo, Value hi, Type wide) {
      Value v = make("vector.from_elements", List.of(lo, hi), pair);
      return make("llvm.bitcast", List.of(v), wide);
    }

    boolean emulate() {
      if (op.numResults() != 1 || !(op.result(0).type() instanceof IntegerType wide) || wide.width() != 2 * w) {
        return false;
      }
      String n = op.name().substring("arith.".length());
      Value[] r;
      switch (n) {
        case "constant" -> {
          if (!(op.inherentAttr("value") instanceof IntegerAttr a)) {
            return false;
          }
          BigInteger v = a.value();
          BigInteger mask = BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
          r = new Value[] {c(v.and(mask).longValue()), c(v.shiftRight(w).and(mask).longValue())};
        }
        case "addi", "subi", "andi", "ori", "xori", "shli", "shrui", "shrsi" -> {
          Value[] x = split(op.operand(0));
          Value[] y = split(op.operand(1));
          r = switch (n) {
            case "addi" -> {
              Value lo = bin("addi", x[0], y[0]);
              Value carry = make("arith.extui", List.of(cmp("ult", lo, x[0])), half);
              yield new Value[] {lo, bin("addi", bin("addi", x[1], y[1]), carry)};
            }
            case "subi" -> {
              Value borrow = make("arith.extui", List.of(cmp("ult", x[0], y[0])), half);
              yield new Value[] {bin("subi", x[0], y[0]), bin("subi", bin("subi", x[1], y[1]), borrow)};
            }
            case "andi", "ori", "xori" -> new Value[] {bin(n, x[0], y[0]), bin(n, x[1], y[1])};
            default -> shift(n, x, y[0]);
          };
        }
        case "fptoui" -> r = fptoui(op.operand(0));
        case "fptosi" -> {
          Value in = op.operand(0);
          FloatType ft = (FloatType) in.type();
          Value zero = make("arith.constant", List.of(), ft, "value", FloatAttr.get(ctx, ft, 0.0));
          Value neg = make("arith.cmpf", List.of(in, zero), IntegerType.get(ctx, 1), "predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 4));
          Value abs = select(neg, make("arith.negf", List.of(in), ft), in);
          Value[] u = fptoui(abs);
          Value borrow = make("arith.extui", List.of(cmp("ne", u[0], c(0))), half);
          Value nlo = bin("subi", c(0), u[0]);
          Value nhi = bin("subi", bin("subi", c(0), u[1]), borrow);
          r = new Value[] {select(neg, nlo, u[0]), select(neg, nhi, u[1])};
        }
        default -> {
          return false;
        }
      }
      op.replaceAllUsesWith(List.of(join(r[0], r[1], wide)));
      op.erase();
      return true;
    }

    /** x shifted by s (the low half of the amount; amounts of 2W or more are poison in arith too). */
    Value[] shift(String kind, Value[] x, Value s) {
      Value width = c(w);
      Value large = cmp("uge", s, width);
      Value small = select(large, c(0), s);
      Value big = select(large, bin("subi", s, width), c(0));
      Value isZero = cmp("eq", small, c(0));
      Value back = select(isZero, c(0), bin("subi", width, small));
      if (kind.equals("shli")) {
        Value carried = select(isZero, c(0), bin("shrui", x[0], back));
        Value loSmall = bin("shli", x[0], small);
        Value hiSmall = bin("ori", bin("shli", x[1], small), carried);
        return new Value[] {select(large, c(0), loSmall), select(large, bin("shli", x[0], big), hiSmall)};
      }
      String hiShift = kind.equals("shrsi") ? "shrsi" : "shrui";
      Value carried = select(isZero, c(0), bin("shli", x[1], back));
      Value loSmall = bin("ori", bin("shrui", x[0], small), carried);
      Value hiSmall = bin(hiShift, x[1], small);
      Value fill = kind.equals("shrsi") ? bin("shrsi", x[1], c(w - 1)) : c(0);
      return new Value[] {select(large, bin(hiShift, x[1], big), loSmall), select(large, fill, hiSmall)};
    }

    /** The unsigned conversion of a non-negative float: high = x / 2^W, low = x mod 2^W. */
    Value[] fptoui(Value in) {
      FloatType ft = (FloatType) in.type();
      Value base = make("arith.constant", List.of(), ft, "value", FloatAttr.get(ctx, ft, Math.pow(2, w)));
      Value hi = make("arith.fptoui", List.of(make("arith.divf", List.of(in, base), ft)), half);
      Value lo = make("arith.fptoui", List.of(make("arith.remf", List.of(in, base), ft)), half);
      return new Value[] {lo, hi};
    }
  }
}
