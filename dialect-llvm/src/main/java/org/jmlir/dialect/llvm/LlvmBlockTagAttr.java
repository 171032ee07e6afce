package org.jmlir.dialect.llvm;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.parse.AsmParser;

/**
 * {@code #llvm.blocktag<id = 1>} (a block's label, held by {@code llvm.blocktag}) and
 * {@code #llvm.blockaddress<function = @f, tag = <id = 1>>} (the address of the block of {@code @f}
 * carrying that tag, what {@code llvm.blockaddress} yields). {@link #function()} is null for a tag.
 */
public final class LlvmBlockTagAttr implements DialectAttribute {
  public static final String TAG = "blocktag";
  public static final String ADDRESS = "blockaddress";

  private record Key(String function, long id) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && java.util.Objects.equals(function, k.function) && id == k.id;
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(function) + Long.hashCode(id);
    }
  }

  private final String function;
  private final long id;

  private LlvmBlockTagAttr(Key k) {
    this.function = k.function;
    this.id = k.id;
  }

  public static LlvmBlockTagAttr tag(MLIRContext ctx, long id) {
    return ctx.intern(new Key(null, id), LlvmBlockTagAttr::new);
  }

  public static LlvmBlockTagAttr address(MLIRContext ctx, String function, long id) {
    return ctx.intern(new Key(function, id), LlvmBlockTagAttr::new);
  }

  /** The referenced function of a block address; null for a tag. */
  public String function() {
    return function;
  }

  public long id() {
    return id;
  }

  /** Parses the parameters after the mnemonic: {@code <id = N>} or {@code <function = @f, tag = <id = N>>}. */
  static LlvmBlockTagAttr parseParams(AsmParser p, String mnemonic) {
    p.parseLess();
    String fn = null;
    if (mnemonic.equals(ADDRESS)) {
      p.parseKeyword("function");
      p.parseEqual();
      fn = p.parseSymbolName();
      p.parseComma();
      p.parseKeyword("tag");
      p.parseEqual();
      p.parseLess();
    }
    p.parseKeyword("id");
    p.parseEqual();
    long id = p.parseInteger().longValue();
    p.parseGreater();
    if (fn != null) {
      p.parseGreater();
      return address(p.context(), fn, id);
    }
    return tag(p.context(), id);
  }

  /** The parameters as MLIR 22 prints them, without the mnemonic (an op's stripped form). */
  String params() {
    String tag = "<id = " + id + ">";
    if (function == null) {
      return tag;
    }
    StringBuilder out = new StringBuilder("<function = ");
    org.jmlir.ir.print.AttrTypePrinter.printSymbolName(out, function);
    return out.append(", tag = ").append(tag).append('>').toString();
  }

  @Override
  public String dialectNamespace() {
    return LlvmDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return (function == null ? TAG : ADDRESS) + params();
  }
}
