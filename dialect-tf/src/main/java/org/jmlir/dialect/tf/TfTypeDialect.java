package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** TensorFlow's {@code tf_type} dialect: only types ({@link TfTypes}), no ops. */
public final class TfTypeDialect extends Dialect {
  public static final String NAMESPACE = "tf_type";

  public TfTypeDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of();
  }

  @Override
  public Type parseType(DialectAsmParser parser) {
    return TfTypes.parse(parser);
  }

  @Override
  public org.jmlir.ir.attr.Attribute parseAttribute(DialectAsmParser parser, Type type) {
    return TfAttrs.parse(parser, type);
  }
}
