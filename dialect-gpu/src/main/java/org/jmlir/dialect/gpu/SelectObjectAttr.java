package org.jmlir.dialect.gpu;

import org.jmlir.dialect.nvvm.NvvmTargetAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.print.AttrTypePrinter;

/**
 * {@code #gpu.select_object<target>}: the offloading handler of a {@code gpu.binary} that embeds one
 * of its objects when translated to LLVM IR: the object at an index ({@code <1>}), the object of a
 * target ({@code <#nvvm.target<chip = "sm_90">>}), or the first one (no parameter: the default, which
 * {@code gpu.binary} does not print). Interned.
 */
public final class SelectObjectAttr implements DialectAttribute {
  private record Key(Attribute target) {}

  private final Key key;

  private SelectObjectAttr(Key key) {
    this.key = key;
  }

  /** {@code target}: an integer index, a GPU target attribute, or null for the first object. */
  public static SelectObjectAttr get(MLIRContext ctx, Attribute target) {
    return ctx.intern(new Key(target), SelectObjectAttr::new);
  }

  /** The index or target selected; null selects the first object. */
  public Attribute target() {
    return key.target;
  }

  @Override
  public String dialectNamespace() {
    return GpuDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return key.target == null ? "select_object" : "select_object<" + AttrTypePrinter.toString(key.target) + ">";
  }

  @Override
  public String toString() {
    return "#gpu." + body();
  }

  /** Parses the optional {@code <target>} after the mnemonic. */
  static SelectObjectAttr parse(AsmParser p) {
    int offset = p.currentOffset();
    if (!p.parseOptionalLess()) {
      return get(p.context(), null);
    }
    int inner = p.currentOffset();
    if (p.parseOptionalGreater()) {
      p.emitError(inner, "expected attribute value");
      throw p.emitError(inner, "failed to parse GPU_SelectObjectAttr parameter 'target' which is to be a `Attribute`");
    }
    Attribute target = p.parseAttribute(null);
    p.parseGreater();
    if (!(target instanceof IntegerAttr) && !(target instanceof NvvmTargetAttr)) {
      throw p.emitError(offset, "the target attribute must be a GPU Target attribute");
    }
    return get(p.context(), target);
  }
}
