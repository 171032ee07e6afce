package org.jmlir.filecheck;

/**
 * A mutable view {@code [start, end)} of a buffer's text, shaped like LLVM's StringRef so that the
 * ported parsing code reads like FileCheck's; errors point at {@link #start}.
 */
final class TextRef {
  final String s;
  int start;
  int end;

  TextRef(String s, int start, int end) {
    this.s = s;
    this.start = start;
    this.end = end;
  }

  TextRef copy() {
    return new TextRef(s, start, end);
  }

  boolean isEmpty() {
    return start >= end;
  }

  int size() {
    return end - start;
  }

  char at(int i) {
    return s.charAt(start + i);
  }

  char front() {
    return s.charAt(start);
  }

  boolean startsWith(String p) {
    return p.length() <= size() && s.startsWith(p, start);
  }

  boolean consumeFront(String p) {
    if (startsWith(p)) {
      start += p.length();
      return true;
    }
    return false;
  }

  char popFront() {
    return s.charAt(start++);
  }

  /** Index of {@code c} relative to start, or -1. */
  int find(char c) {
    int i = s.indexOf(c, start, end);
    return i < 0 ? -1 : i - start;
  }

  TextRef ltrim() {
    while (start < end && (s.charAt(start) == ' ' || s.charAt(start) == '\t')) {
      start++;
    }
    return this;
  }

  TextRef rtrim() {
    while (end > start && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '\t')) {
      end--;
    }
    return this;
  }

  /** Keeps the first {@code n} chars. */
  TextRef takeFront(int n) {
    return new TextRef(s, start, start + n);
  }

  @Override
  public String toString() {
    return s.substring(start, end);
  }
}
