package org.jmlir.dialect.hlo;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * The custom directives of StableHLO's op formats (AssemblyFormat.cpp): the shared type forms
 * ({@code : tensor<4xf32>} standing for all operand and result types), slice ranges, dot dimension
 * numbers, precision config, convolution windows, ... Each parses and prints one part of an op.
 */
final class HloDirectives {
  private HloDirectives() {}

  /**
   * {@code custom<SameOperandsAndResultType>}: one type stands for the named operands and the
   * result when they are all equal; otherwise the functional type.
   */
  static CustomDirective sameOperandsAndResultType(List<String> operands, String result) {
    return new CustomDirective() {
      @Override
      public void parse(OpAsmParser p, FormatState st) {
        int at = p.currentOffset();
        Type t = p.parseType();
        if (t instanceof FunctionType fn) {
          assignFromFunctionType(p, st, at, operands, result, fn);
          return;
        }
        for (String o : operands) {
          st.setTypes(o, List.of(t));
        }
        st.setTypes(result, List.of(t));
      }

      @Override
      public void print(Operation op, OpAsmPrinter p) {
        printSameType(op, p);
      }
    };
  }

  static void printSameType(Operation op, OpAsmPrinter p) {
    Type r = op.result(0).type();
    for (Value v : op.operands()) {
      if (!v.type().equals(r)) {
        p.printFunctionalType(op);
        return;
      }
    }
    p.printType(r);
  }

  private static void assignFromFunctionType(
      OpAsmParser p, FormatState st, int at, List<String> operands, String result, FunctionType fn) {
    if (fn.inputs().size() != operands.size()) {
      throw p.emitError(at, operands.size() + " operands present, but expected " + fn.inputs().size());
    }
    for (int i = 0; i < operands.size(); i++) {
      st.setTypes(operands.get(i), List.of(fn.inputs().get(i)));
    }
    if (fn.results().size() != 1) {
      throw p.emitError(at, "expected single output");
    }
    st.setTypes(result, List.of(fn.results().get(0)));
  }

  /** {@code custom<ComplexOpType>}: the complex result type; the operands are its real parts. */
  static final CustomDirective COMPLEX_TYPE =
      new CustomDirective() {
        @Override
        public void parse(OpAsmParser p, FormatState st) {
          int at = p.currentOffset();
          Type t = p.parseType();
          if (t instanceof FunctionType fn) {
            assignFromFunctionType(p, st, at, List.of("lhs", "rhs"), "result", fn);
            return;
          }
          if (!(t instanceof ShapedType s) || !(s.elementType() instanceof ComplexType)) {
            throw p.emitError(at, "expected tensor with complex element type");
          }
          Type real = HloTypes.realType(p.context(), t);
          st.setTypes("lhs", List.of(real));
          st.setTypes("rhs", List.of(real));
          st.setTypes("result", List.of(t));
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          Type real = HloTypes.realType(op.context(), op.result(0).type());
          if (!op.operand(0).type().equals(real) || !op.operand(1).type().equals(real)) {
            p.printFunctionalType(op);
          } else {
            p.printType(op.result(0).type());
          }
        }
      };

  /** {@code custom<SelectOpType>}: {@code pred_type, result_type} or the functional type. */
  static final CustomDirective SELECT_TYPE =
      new CustomDirective() {
        @Override
        public void parse(OpAsmParser p, FormatState st) {
          int at = p.currentOffset();
          List<Type> types = p.parseTypeList();
          if (types.size() == 2) {
            st.setTypes("pred", List.of(types.get(0)));
            st.setTypes("on_true", List.of(types.get(1)));
            st.setTypes("on_false", List.of(types.get(1)));
            st.setTypes("result", List.of(types.get(1)));
            return;
          }
          if (types.size() != 1 || !(types.get(0) instanceof FunctionType fn)) {
            throw p.emitError(at, "expected functional type or list of two types");
          }
          assignFromFunctionType(p, st, at, List.of("pred", "on_true", "on_false"), "result", fn);
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          Type r = op.result(0).type();
          if (!op.operand(1).type().equals(r) || !op.operand(2).type().equals(r)) {
            p.printFunctionalType(op);
            return;
          }
          p.printType(op.operand(0).type());
          p.print(", ");
          p.printType(r);
        }
      };

  /** {@code custom<TupleOpType>}: the tuple result type gives the operand types. */
  static final CustomDirective TUPLE_TYPE =
      new CustomDirective() {
        @Override
        public void parse(OpAsmParser p, FormatState st) {
          int at = p.currentOffset();
          Type t = p.parseType();
          if (!(t instanceof TupleType tt)) {
            throw p.emitError(at, "expected tuple type");
          }
          st.setTypes("val", tt.types());
          st.setTypes("result", List.of(t));
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          p.printType(op.result(0).type());
        }
      };

  /** {@code custom<VariadicOperandWithAttribute>}: {@code %a, %b,} (each operand followed by a comma). */
  static CustomDirective variadicOperandWithAttribute(String name) {
    return new CustomDirective() {
      @Override
      public void parse(OpAsmParser p, FormatState st) {
        int at = p.currentOffset();
        List<UnresolvedOperand> uses = new ArrayList<>();
        UnresolvedOperand u = p.parseOptionalOperand();
        while (u != null) {
          uses.add(u);
          p.parseComma();
          u = p.parseOptionalOperand();
        }
        st.setOperands(name, uses, at);
      }

      @Override
      public void print(Operation op, OpAsmPrinter p) {
        HloOp h = (HloOp) op;
        List<Value> vs = variadicGroup(h, name);
        for (int i = 0; i < vs.size(); i++) {
          if (i > 0) {
            p.print(", ");
          }
          p.printOperand(vs.get(i));
        }
        p.print(',');
      }
    };
  }

  /** The values of operand group {@code name}. */
  static List<Value> variadicGroup(Operation op, String name) {
    org.jmlir.ir.ods.OpSpec spec = op.def().extension(org.jmlir.ir.ods.OpSpec.class);
    int i = spec.operandIndex(name);
    return spec.operandGroup(op, i);
  }

  /** {@code custom<SliceRanges>}: {@code [start:limit:stride, ...]}, a stride of 1 left out. */
  static final CustomDirective SLICE_RANGES =
      new CustomDirective() {
        @Override
        public void parse(OpAsmParser p, FormatState st) {
          p.parseLSquare();
          List<Long> start = new ArrayList<>();
          List<Long> limit = new ArrayList<>();
          List<Long> stride = new ArrayList<>();
          if (!p.parseOptionalRSquare()) {
            while (true) {
              start.add(p.parseInteger().longValue());
              p.parseColon();
              limit.add(p.parseInteger().longValue());
              stride.add(p.parseOptionalColon() ? p.parseInteger().longValue() : 1L);
              if (p.parseOptionalRSquare()) {
                break;
              }
              p.parseComma();
            }
          }
          MLIRContext ctx = p.context();
          String ns = nsOf(st);
          st.setAttribute("start_indices", HloAttrs.dims(ctx, ns, HloAttrParser.toArray(start)));
          st.setAttribute("limit_indices", HloAttrs.dims(ctx, ns, HloAttrParser.toArray(limit)));
          st.setAttribute("strides", HloAttrs.dims(ctx, ns, HloAttrParser.toArray(stride)));
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          HloOp h = (HloOp) op;
          long[] s = orEmpty(h.i64Array("start_indices"));
          long[] l = orEmpty(h.i64Array("limit_indices"));
          long[] k = orEmpty(h.i64Array("strides"));
          p.print('[');
          if (s.length != l.length || s.length != k.length) {
            p.print("start_indices: ").print(joined(s)).print(", limit_indices: ").print(joined(l));
            p.print(", strides: ").print(joined(k)).print(']');
            return;
          }
          for (int i = 0; i < s.length; i++) {
            if (i > 0) {
              p.print(", ");
            }
            p.print(s[i]).print(':').print(l[i]);
            if (k[i] != 1) {
              p.print(':').print(k[i]);
            }
          }
          p.print(']');
        }
      };

  /** The dialect of the op being parsed. */
  static String nsOf(FormatState st) {
    String n = st.operationState().name;
    String ns = n.substring(0, n.indexOf('.'));
    // lmhlo carries mhlo's attribute kinds.
    return ns.equals(LmhloOps.NAMESPACE) ? HloDialect.MHLO : ns;
  }

  static long[] orEmpty(long[] a) {
    return a == null ? new long[0] : a;
  }

  static String joined(long[] a) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < a.length; i++) {
      sb.append(i > 0 ? ", " : "").append(a[i]);
    }
    return sb.toString();
  }

  /** {@code custom<DotDimensionNumbers>}: {@code batching_dims = [0] x [0], contracting_dims = [2] x [1]}. */
  static CustomDirective dotDimensionNumbers(String ns, String attrName) {
    return new CustomDirective() {
      @Override
      public void parse(OpAsmParser p, FormatState st) {
        long[] lb = new long[0];
        long[] rb = new long[0];
        if (p.parseOptionalKeyword("batching_dims")) {
          p.parseEqual();
          lb = HloAttrs.parseInts(p);
          p.parseKeyword("x");
          rb = HloAttrs.parseInts(p);
          p.parseComma();
        }
        p.parseKeyword("contracting_dims");
        p.parseEqual();
        long[] lc = HloAttrs.parseInts(p);
        p.parseKeyword("x");
        long[] rc = HloAttrs.parseInts(p);
        st.setAttribute(attrName, DotDimensionNumbersAttr.get(p.context(), ns, lb, rb, lc, rc));
      }

      @Override
      public void print(Operation op, OpAsmPrinter p) {
        if (!(op.inherentAttr(attrName) instanceof DotDimensionNumbersAttr d)) {
          return;
        }
        if (d.lhsBatchingDimensions().length > 0 || d.rhsBatchingDimensions().length > 0) {
          p.print("batching_dims = [").print(joined(d.lhsBatchingDimensions())).print("] x [");
          p.print(joined(d.rhsBatchingDimensions())).print("], ");
        }
        p.print("contracting_dims = [").print(joined(d.lhsContractingDimensions())).print("] x [");
        p.print(joined(d.rhsContractingDimensions())).print("]");
      }
    };
  }

  /** {@code custom<PrecisionConfig>}: an optional {@code , precision = [DEFAULT, HIGH]}. */
  static CustomDirective precisionConfig(String ns) {
    return new CustomDirective() {
      @Override
      public void parse(OpAsmParser p, FormatState st) {
        if (p.parseOptionalComma()) {
          st.setAttribute("precision_config", parsePrecision(p, ns));
        }
      }

      @Override
      public void print(Operation op, OpAsmPrinter p) {
        printPrecision(op, p);
      }
    };
  }

  private static Attribute parsePrecision(AsmParser p, String ns) {
    p.parseKeyword("precision");
    p.parseEqual();
    List<Attribute> values = new ArrayList<>();
    p.parseCommaSeparatedList(Delimiter.SQUARE, () -> values.add(HloAttrParser.parseEnumCase(p, ns, HloEnum.PRECISION)), "");
    return ArrayAttr.get(p.context(), values);
  }

  private static void printPrecision(Operation op, OpAsmPrinter p) {
    if (op.inherentAttr("precision_config") instanceof ArrayAttr arr) {
      p.print(", precision = [");
      for (int i = 0; i < arr.elements().size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        Attribute e = arr.elements().get(i);
        p.print(e instanceof HloEnumAttr h ? h.value() : e.toString());
      }
      p.print(']');
    }
  }

  /** {@code custom<PrecisionConfigAndAlgorithm>}: {@code , precision = [..], algorithm = <...>}, each optional. */
  static CustomDirective precisionConfigAndAlgorithm(String ns) {
    return new CustomDirective() {
      @Override
      public void parse(OpAsmParser p, FormatState st) {
        if (!p.parseOptionalComma()) {
          return;
        }
        if (p.parseOptionalKeyword("algorithm")) {
          p.parseEqual();
          p.parseLess();
          st.setAttribute("algorithm", HloAttrParser.parseDotAlgorithmParams(p, ns));
          return;
        }
        st.setAttribute("precision_config", parsePrecision(p, ns));
        if (!p.parseOptionalComma()) {
          return;
        }
        p.parseKeyword("algorithm");
        p.parseEqual();
        p.parseLess();
        st.setAttribute("algorithm", HloAttrParser.parseDotAlgorithmParams(p, ns));
      }

      @Override
      public void print(Operation op, OpAsmPrinter p) {
        printPrecision(op, p);
        if (op.inherentAttr("algorithm") instanceof DotAlgorithmAttr a) {
          StringBuilder sb = new StringBuilder();
          a.printParams(sb);
          p.print(", algorithm = ").print(sb.toString());
        }
      }
    };
  }

  /** {@code custom<ExponentMantissa>}: {@code e8m10}. */
  static final CustomDirective EXPONENT_MANTISSA =
      new CustomDirective() {
        @Override
        public void parse(OpAsmParser p, FormatState st) {
          int at = p.currentOffset();
          String kw = p.parseKeyword();
          java.util.regex.Matcher m = java.util.regex.Pattern.compile("e([0-9]+)m([0-9]+)").matcher(kw);
          if (!m.matches()) {
            throw p.emitError(at, "expected exponent mantissa in format e#m#, saw " + kw);
          }
          MLIRContext ctx = p.context();
          IntegerType i32 = IntegerType.get(ctx, 32);
          try {
            st.setAttribute("exponent_bits", IntegerAttr.get(ctx, i32, Integer.parseInt(m.group(1))));
            st.setAttribute("mantissa_bits", IntegerAttr.get(ctx, i32, Integer.parseInt(m.group(2))));
          } catch (NumberFormatException e) {
            throw p.emitError(at, "unable to parse exponent mantissa '" + kw + "'");
          }
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          HloOp h = (HloOp) op;
          p.print('e').print(h.i64("exponent_bits", 0)).print('m').print(h.i64("mantissa_bits", 0));
        }
      };

  /** {@code custom<CustomCallTarget>}: the target as a symbol name ({@code @foo}). */
  static final CustomDirective CUSTOM_CALL_TARGET =
      new CustomDirective() {
        @Override
        public void parse(OpAsmParser p, FormatState st) {
          st.setAttribute("call_target_name", StringAttr.get(p.context(), p.parseSymbolName()));
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          Attribute a = op.inherentAttr("call_target_name");
          p.printSymbolName(a instanceof StringAttr s ? s.value() : "");
        }
      };

  /** {@code custom<ConvolutionDimensions>}: {@code [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]}. */
  static CustomDirective convolutionDimensions(String ns) {
    return new CustomDirective() {
      @Override
      public void parse(OpAsmParser p, FormatState st) {
        st.setAttribute("dimension_numbers", ConvLayout.parse(p, ns));
      }

      @Override
      public void print(Operation op, OpAsmPrinter p) {
        if (op.inherentAttr("dimension_numbers") instanceof ConvDimensionNumbersAttr c) {
          String compact = c.compact();
          p.print(compact != null ? compact : c.toString());
        }
      }
    };
  }

  /** {@code custom<WindowAttributes>}: {@code stride = [..], pad = [[0, 0], ..], lhs_dilate = [..], rhs_dilate = [..], reverse = [..]}. */
  static final CustomDirective WINDOW_ATTRIBUTES =
      new CustomDirective() {
        private static final List<String> NAMES = List.of("stride", "pad", "lhs_dilate", "rhs_dilate", "reverse");

        @Override
        public void parse(OpAsmParser p, FormatState st) {
          List<String> allowed = new ArrayList<>(NAMES);
          MLIRContext ctx = p.context();
          String name;
          while ((name = p.parseOptionalKeyword()) != null) {
            if (!allowed.remove(name)) {
              throw p.emitError(p.currentOffset(), "Unexpected keyword " + name);
            }
            p.parseEqual();
            if (name.equals("pad")) {
              List<Long> values = new ArrayList<>();
              p.parseCommaSeparatedList(
                  Delimiter.SQUARE,
                  () -> {
                    int before = values.size();
                    p.parseCommaSeparatedList(Delimiter.SQUARE, () -> values.add(p.parseInteger().longValue()), "");
                    int n = values.size() - before;
                    if (n != 2) {
                      throw p.emitError(p.currentOffset(), "Expected array with 2 elements, got " + n + " elements instead");
                    }
                  },
                  "");
              long[] v = HloAttrParser.toArray(values);
              st.setAttribute("padding", i64Elements(ctx, new long[] {v.length / 2, 2}, v));
            } else {
              long[] v = name.equals("reverse") ? parseBools(p) : HloAttrs.parseInts(p);
              switch (name) {
                case "reverse" -> st.setAttribute("window_reversal", boolArray(ctx, v));
                case "stride" -> st.setAttribute("window_strides", HloAttrs.dims(ctx, nsOf(st), v));
                case "lhs_dilate" -> st.setAttribute("lhs_dilation", HloAttrs.dims(ctx, nsOf(st), v));
                default -> st.setAttribute("rhs_dilation", HloAttrs.dims(ctx, nsOf(st), v));
              }
            }
            if (!p.parseOptionalComma()) {
              break;
            }
          }
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          String sep = "";
          String[] attrs = {"window_strides", "padding", "lhs_dilation", "rhs_dilation", "window_reversal"};
          for (int i = 0; i < attrs.length; i++) {
            Attribute a = op.inherentAttr(attrs[i]);
            if (a == null) {
              continue;
            }
            p.print(sep).print(NAMES.get(i)).print(" = [");
            if (i != 1 && HloAttrs.dimValues(a) != null) {
              long[] v = HloAttrs.dimValues(a);
              for (int j = 0; j < v.length; j++) {
                p.print(j > 0 ? ", " : "");
                if (i == 4) {
                  p.print(v[j] != 0 ? "true" : "false");
                } else {
                  p.print(v[j]);
                }
              }
            } else if (a instanceof DenseIntOrFPElementsAttr e) {
              long[] v = i64Values(e);
              for (int j = 0; j + 1 < v.length; j += 2) {
                p.print(j > 0 ? ", " : "").print('[').print(v[j]).print(", ").print(v[j + 1]).print(']');
              }
            }
            p.print(']');
            sep = ", ";
          }
        }
      };

  /**
   * The elements of an integer elements attribute as longs (a splat repeated), sign-extended from
   * their width; empty for non-integer elements.
   */
  static long[] i64Values(DenseIntOrFPElementsAttr e) {
    if (!(e.elementType() instanceof IntegerType it)) {
      return new long[0];
    }
    long n = e.type().numElements();
    int bytes = Math.max(1, (it.width() + 7) / 8);
    long[] out = new long[(int) n];
    for (int i = 0; i < n; i++) {
      long raw = it.width() == 1 ? (e.rawData()[e.isSplat() ? 0 : i / 8] >> (e.isSplat() ? 0 : i % 8)) & 1 : e.readLong(e.isSplat() ? 0 : (long) i * bytes, Math.min(bytes, 8));
      int w = Math.min(it.width(), 64);
      out[i] = w == 64 || it.isUnsigned() ? raw : (raw << (64 - w)) >> (64 - w);
    }
    return out;
  }

  /** {@code [true, 0, 1, false]}: integers or bool keywords. */
  private static long[] parseBools(AsmParser p) {
    List<Long> out = new ArrayList<>();
    p.parseCommaSeparatedList(
        Delimiter.SQUARE,
        () -> {
          if (p.parseOptionalKeyword("true")) {
            out.add(1L);
          } else if (p.parseOptionalKeyword("false")) {
            out.add(0L);
          } else {
            out.add(p.parseInteger().longValue());
          }
        },
        "");
    return HloAttrParser.toArray(out);
  }

  /** A dense i64 tensor of {@code shape} holding {@code values}. */
  static DenseIntOrFPElementsAttr i64Elements(MLIRContext ctx, long[] shape, long[] values) {
    ByteBuffer b = ByteBuffer.allocate(values.length * 8).order(ByteOrder.LITTLE_ENDIAN);
    for (long v : values) {
      b.putLong(v);
    }
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, RankedTensorType.get(ctx, shape, IntegerType.get(ctx, 64)), b.array());
  }

  /** {@code array<i1: ...>} (DenseBoolArrayAttr). */
  static DenseArrayAttr boolArray(MLIRContext ctx, long[] values) {
    long[] v = new long[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = values[i] != 0 ? 1 : 0;
    }
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 1), v);
  }

  /** Unranked tensors have no real type counterpart other than themselves. */
  static boolean isUnranked(Type t) {
    return t instanceof UnrankedTensorType;
  }
}
