package org.jmlir.dialect.dlti;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.llvm.LlvmArrayType;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code -test-data-layout-query}, MLIR's test pass: every {@code "test.data_layout_query"} op gets
 * the answers of the data layout in scope (the nearest enclosing {@code dlti.dl_spec}) for its
 * result type, as attributes: size, bitsize, ABI and preferred alignment, index bit width, and the
 * spec's identifier entries (memory spaces, endianness, mangling mode, stack alignment, ...).
 * Types answer as MLIR 22's defaults and the llvm types' layout interface: pointers from their
 * address space's entry (else the default address space's, else 64 bits aligned to 8), structs from
 * their fields (an entry for {@code !llvm.struct<()>} only makes their alignments stricter), arrays
 * from their element.
 */
public final class TestDataLayoutQuery extends Pass {
  public TestDataLayoutQuery(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
    }
  }

  @Override
  public String argument() {
    return "test-data-layout-query";
  }

  @Override
  public String summary() {
    return "Test data layout queries";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> queries = new ArrayList<>();
    root.walk(op -> {
      if (op.name().equals("test.data_layout_query") && op.numResults() == 1) {
        queries.add(op);
      }
    });
    MLIRContext ctx = root.context();
    for (Operation op : queries) {
      Layout dl = new Layout(specOf(op), ctx);
      Type t = op.result(0).type();
      Type index = IndexType.get(ctx);
      long bits = dl.bits(t);
      op.setAttr("size", IntegerAttr.get(ctx, index, (bits + 7) / 8));
      op.setAttr("bitsize", IntegerAttr.get(ctx, index, bits));
      op.setAttr("alignment", IntegerAttr.get(ctx, index, dl.abi(t)));
      op.setAttr("preferred", IntegerAttr.get(ctx, index, dl.preferred(t)));
      op.setAttr("index", IntegerAttr.get(ctx, index, dl.indexBits(t)));
      Type ui32 = IntegerType.get(ctx, 32, IntegerType.Signedness.UNSIGNED);
      for (String[] space : new String[][] {{"default_memory_space", DataLayouts.DEFAULT_SPACE},
          {"alloca_memory_space", DataLayouts.ALLOCA_SPACE}, {"program_memory_space", DataLayouts.PROGRAM_SPACE},
          {"global_memory_space", DataLayouts.GLOBAL_SPACE}}) {
        Attribute a = dl.named(space[1]);
        op.setAttr(space[0], a != null ? a : IntegerAttr.get(ctx, ui32, 0));
      }
      Attribute endianness = dl.named(DataLayouts.ENDIANNESS);
      op.setAttr("endianness", endianness != null ? endianness : StringAttr.get(ctx, ""));
      Attribute mangling = dl.named(DataLayouts.MANGLING_MODE);
      op.setAttr("mangling_mode", mangling != null ? mangling : StringAttr.get(ctx, ""));
      long stack = dl.named(DataLayouts.STACK_ALIGNMENT) instanceof IntegerAttr s ? s.longValue() : 0;
      op.setAttr("stack_alignment", IntegerAttr.get(ctx, index, stack));
      Attribute fpa = dl.named(DataLayouts.FUNCTION_POINTER_ALIGNMENT);
      op.setAttr("function_pointer_alignment", fpa != null ? fpa : FunctionPointerAlignmentAttr.get(ctx, 0, false));
      Attribute widths = dl.named(DataLayouts.LEGAL_INT_WIDTHS);
      op.setAttr("legal_int_widths",
          widths != null ? widths : DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[0]));
    }
  }

  private static DataLayoutSpecAttr specOf(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p.attr(DltiDialect.DL_SPEC) instanceof DataLayoutSpecAttr spec) {
        return spec;
      }
    }
    return null;
  }

  /** The answers of one spec (null: MLIR's defaults). Sizes in bits, alignments in bytes. */
  private record Layout(DataLayoutSpecAttr spec, MLIRContext ctx) {
    Attribute named(String key) {
      return spec == null ? null : spec.get(key);
    }

    private long[] entry(Type key) {
      return spec == null || spec.get(key) == null ? null : DataLayouts.i64Values(spec.get(key));
    }

    /** A pointer's entry: its address space's, else the default address space's. */
    private long[] pointerEntry(LlvmPointerType p) {
      long[] e = entry(p);
      if (e == null && p.addressSpace() != 0) {
        e = entry(LlvmPointerType.get(ctx, 0));
      }
      return e;
    }

    /** The empty struct's entry, which holds every struct's alignments. */
    private long[] structEntry(LlvmStructType s) {
      return spec == null ? null : entry(LlvmStructType.getLiteral(ctx, List.of(), false));
    }

    long bits(Type t) {
      if (t instanceof IntegerType i) {
        return i.width();
      }
      if (t instanceof FloatType f) {
        return f.width();
      }
      if (t instanceof IndexType) {
        int w = spec == null ? 0 : spec.indexBitwidth();
        return w > 0 ? w : 64;
      }
      if (t instanceof LlvmPointerType p) {
        long[] e = pointerEntry(p);
        return e != null ? e[0] : 64;
      }
      if (t instanceof VectorType v) {
        long[] shape = v.shape();
        long last = shape.length == 0 ? 1 : shape[shape.length - 1];
        long n = 1;
        for (long d : shape) {
          n *= d;
        }
        return last == 0 ? 0 : n / last * powerOf2Ceil(last * bits(v.elementType()));
      }
      if (t instanceof LlvmArrayType a) {
        return 8 * a.numElements() * alignTo((bits(a.elementType()) + 7) / 8, abi(a.elementType()));
      }
      if (t instanceof LlvmStructType s) {
        long size = 0;
        long align = 1;
        for (Type e : s.elementTypes()) {
          long ea = s.isPacked() ? 1 : abi(e);
          size = alignTo(size, ea) + (bits(e) + 7) / 8;
          align = Math.max(align, ea);
        }
        return 8 * alignTo(size, align);
      }
      return 0;
    }

    /**
     * An integer's entry: the narrowest integer entry at least as wide, else the widest one (MLIR's
     * lookup for integer types); null without integer entries.
     */
    private long[] intEntry(long width) {
      if (spec == null) {
        return null;
      }
      DataLayoutSpecAttr.Entry best = null;
      DataLayoutSpecAttr.Entry widest = null;
      for (DataLayoutSpecAttr.Entry e : spec.entries()) {
        if (e.key() instanceof IntegerType it) {
          if (widest == null || it.width() > ((IntegerType) widest.key()).width()) {
            widest = e;
          }
          if (it.width() >= width && (best == null || it.width() < ((IntegerType) best.key()).width())) {
            best = e;
          }
        }
      }
      DataLayoutSpecAttr.Entry e = best != null ? best : widest;
      return e == null ? null : DataLayouts.i64Values(e.value());
    }

    /** An integer's (or index's, at its bit width) ABI or preferred alignment. */
    private long intAlignment(long width, boolean preferred) {
      long[] e = intEntry(width);
      if (e != null && e.length > 0) {
        return e[preferred && e.length > 1 ? 1 : 0] / 8;
      }
      long bytes = powerOf2Ceil((width + 7) / 8);
      return preferred || width < 64 ? bytes : 4;
    }

    long abi(Type t) {
      return alignment(t, false);
    }

    long preferred(Type t) {
      return alignment(t, true);
    }

    /** The ABI or the preferred alignment of {@code t}. */
    private long alignment(Type t, boolean preferred) {
      if (t instanceof IntegerType i) {
        return intAlignment(i.width(), preferred);
      }
      if (t instanceof IndexType) {
        return intAlignment(bits(t), preferred);
      }
      if (t instanceof LlvmPointerType p) {
        long[] e = pointerEntry(p);
        return e != null ? e[preferred ? 2 : 1] / 8 : 8;
      }
      if (t instanceof LlvmArrayType a) {
        return alignment(a.elementType(), preferred);
      }
      if (t instanceof LlvmStructType s) {
        return structAlignment(s, preferred);
      }
      return natural(t);
    }

    /** MLIR's struct alignment: packed structs align to 1 (ABI); else the fields' strictest ABI alignment, raised by the entry. */
    private long structAlignment(LlvmStructType s, boolean preferred) {
      if (!preferred && s.isPacked()) {
        return 1;
      }
      long align = 1;
      for (Type e : s.elementTypes()) {
        align = Math.max(align, abi(e));
      }
      long[] e = structEntry(s);
      if (e != null && e.length > 0) {
        align = Math.max(align, e[preferred && e.length > 1 ? 1 : 0] / 8);
      }
      return align;
    }

    /** The default alignment of a builtin type: its size in bytes rounded up to a power of two. */
    private long natural(Type t) {
      long bytes = (bits(t) + 7) / 8;
      return bytes == 0 ? 1 : powerOf2Ceil(bytes);
    }

    long indexBits(Type t) {
      if (t instanceof IndexType) {
        return bits(t);
      }
      if (t instanceof LlvmPointerType p) {
        long[] e = pointerEntry(p);
        return e == null ? 64 : e.length > 3 ? e[3] : e[0];
      }
      return 0;
    }
  }

  private static long alignTo(long v, long align) {
    return align <= 1 ? v : (v + align - 1) / align * align;
  }

  private static long powerOf2Ceil(long v) {
    return v <= 1 ? 1 : Long.highestOneBit(v - 1) << 1;
  }
}
