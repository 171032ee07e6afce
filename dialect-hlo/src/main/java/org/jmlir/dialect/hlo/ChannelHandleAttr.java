package org.jmlir.dialect.hlo;

import org.jmlir.ir.MLIRContext;

/** {@code #stablehlo.channel_handle<handle = 1, type = 0>}: a channel of send/recv or collectives. */
public final class ChannelHandleAttr extends HloAttr {
  private record Key(String ns, long handle, long type) {}

  private final long handle;
  private final long type;

  private ChannelHandleAttr(Key k) {
    super(k.ns);
    handle = k.handle;
    type = k.type;
  }

  public static ChannelHandleAttr get(MLIRContext ctx, String ns, long handle, long type) {
    return ctx.intern(new Key(ns, handle, type), ChannelHandleAttr::new);
  }

  public long handle() {
    return handle;
  }

  public long type() {
    return type;
  }

  @Override
  void printBody(StringBuilder out) {
    out.append("channel_handle<handle = ").append(handle).append(", type = ").append(type).append('>');
  }
}
