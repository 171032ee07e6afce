; Numbered (nameless) identified structs: one nested in another, an opaque one and a second one
; with the same body as the inner one.
%0 = type { %1, i32 }
%1 = type { i8 }
%2 = type opaque
%3 = type { i8 }
@handle = external global %2
declare void @take(%0, %3)
