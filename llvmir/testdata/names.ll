; Quoting of names: each ASCII punctuation character (and space, a digit, a
; letter, control and non-ASCII bytes) in the middle and at the start of
; comdat, struct type, global, local, block, attachment kind and named
; metadata names. llvm-dis-22 leaves [-a-zA-Z._0-9] unquoted in IR names
; (so "$" is quoted) and keeps [-a-zA-Z$._0-9] in metadata names, escaping
; the rest as \XX.
source_filename = "names.ll"

$"a b" = comdat any
$" b" = comdat any
$"a!b" = comdat any
$"!b" = comdat any
$"a\22b" = comdat any
$"\22b" = comdat any
$"a#b" = comdat any
$"#b" = comdat any
$"a$b" = comdat any
$"$b" = comdat any
$"a%b" = comdat any
$"%b" = comdat any
$"a&b" = comdat any
$"&b" = comdat any
$"a'b" = comdat any
$"'b" = comdat any
$"a(b" = comdat any
$"(b" = comdat any
$"a)b" = comdat any
$")b" = comdat any
$"a*b" = comdat any
$"*b" = comdat any
$"a+b" = comdat any
$"+b" = comdat any
$"a,b" = comdat any
$",b" = comdat any
$"a-b" = comdat any
$"-b" = comdat any
$"a.b" = comdat any
$".b" = comdat any
$"a/b" = comdat any
$"/b" = comdat any
$"a:b" = comdat any
$":b" = comdat any
$"a;b" = comdat any
$";b" = comdat any
$"a<b" = comdat any
$"<b" = comdat any
$"a=b" = comdat any
$"=b" = comdat any
$"a>b" = comdat any
$">b" = comdat any
$"a?b" = comdat any
$"?b" = comdat any
$"a@b" = comdat any
$"@b" = comdat any
$"a[b" = comdat any
$"[b" = comdat any
$"a\5Cb" = comdat any
$"\5Cb" = comdat any
$"a]b" = comdat any
$"]b" = comdat any
$"a^b" = comdat any
$"^b" = comdat any
$"a_b" = comdat any
$"_b" = comdat any
$"a`b" = comdat any
$"`b" = comdat any
$"a{b" = comdat any
$"{b" = comdat any
$"a|b" = comdat any
$"|b" = comdat any
$"a}b" = comdat any
$"}b" = comdat any
$"a~b" = comdat any
$"~b" = comdat any
$"a0b" = comdat any
$"0b" = comdat any
$"aAb" = comdat any
$"Ab" = comdat any
$"a\01b" = comdat any
$"\01b" = comdat any
$"a\7Fb" = comdat any
$"\7Fb" = comdat any
$"a\80b" = comdat any
$"\80b" = comdat any
$"a\FFb" = comdat any
$"\FFb" = comdat any

%"a b" = type { i1 }
%" b" = type { i2 }
%"a!b" = type { i3 }
%"!b" = type { i4 }
%"a\22b" = type { i5 }
%"\22b" = type { i6 }
%"a#b" = type { i7 }
%"#b" = type { i8 }
%"a$b" = type { i9 }
%"$b" = type { i10 }
%"a%b" = type { i11 }
%"%b" = type { i12 }
%"a&b" = type { i13 }
%"&b" = type { i14 }
%"a'b" = type { i15 }
%"'b" = type { i16 }
%"a(b" = type { i17 }
%"(b" = type { i18 }
%"a)b" = type { i19 }
%")b" = type { i20 }
%"a*b" = type { i21 }
%"*b" = type { i22 }
%"a+b" = type { i23 }
%"+b" = type { i24 }
%"a,b" = type { i25 }
%",b" = type { i26 }
%"a-b" = type { i27 }
%"-b" = type { i28 }
%"a.b" = type { i29 }
%".b" = type { i30 }
%"a/b" = type { i31 }
%"/b" = type { i32 }
%"a:b" = type { i33 }
%":b" = type { i34 }
%"a;b" = type { i35 }
%";b" = type { i36 }
%"a<b" = type { i37 }
%"<b" = type { i38 }
%"a=b" = type { i39 }
%"=b" = type { i40 }
%"a>b" = type { i41 }
%">b" = type { i42 }
%"a?b" = type { i43 }
%"?b" = type { i44 }
%"a@b" = type { i45 }
%"@b" = type { i46 }
%"a[b" = type { i47 }
%"[b" = type { i48 }
%"a\5Cb" = type { i49 }
%"\5Cb" = type { i50 }
%"a]b" = type { i51 }
%"]b" = type { i52 }
%"a^b" = type { i53 }
%"^b" = type { i54 }
%"a_b" = type { i55 }
%"_b" = type { i56 }
%"a`b" = type { i57 }
%"`b" = type { i58 }
%"a{b" = type { i59 }
%"{b" = type { i60 }
%"a|b" = type { i61 }
%"|b" = type { i62 }
%"a}b" = type { i63 }
%"}b" = type { i64 }
%"a~b" = type { i65 }
%"~b" = type { i66 }
%"a0b" = type { i67 }
%"0b" = type { i68 }
%"aAb" = type { i69 }
%"Ab" = type { i70 }
%"a\01b" = type { i71 }
%"\01b" = type { i72 }
%"a\7Fb" = type { i73 }
%"\7Fb" = type { i74 }
%"a\80b" = type { i75 }
%"\80b" = type { i76 }
%"a\FFb" = type { i77 }
%"\FFb" = type { i78 }

@"a b" = global %"a b" zeroinitializer, comdat
@" b" = global %" b" zeroinitializer, comdat
@"a!b" = global %"a!b" zeroinitializer, comdat
@"!b" = global %"!b" zeroinitializer, comdat
@"a\22b" = global %"a\22b" zeroinitializer, comdat
@"\22b" = global %"\22b" zeroinitializer, comdat
@"a#b" = global %"a#b" zeroinitializer, comdat
@"#b" = global %"#b" zeroinitializer, comdat
@"a$b" = global %"a$b" zeroinitializer, comdat
@"$b" = global %"$b" zeroinitializer, comdat
@"a%b" = global %"a%b" zeroinitializer, comdat
@"%b" = global %"%b" zeroinitializer, comdat
@"a&b" = global %"a&b" zeroinitializer, comdat
@"&b" = global %"&b" zeroinitializer, comdat
@"a'b" = global %"a'b" zeroinitializer, comdat
@"'b" = global %"'b" zeroinitializer, comdat
@"a(b" = global %"a(b" zeroinitializer, comdat
@"(b" = global %"(b" zeroinitializer, comdat
@"a)b" = global %"a)b" zeroinitializer, comdat
@")b" = global %")b" zeroinitializer, comdat
@"a*b" = global %"a*b" zeroinitializer, comdat
@"*b" = global %"*b" zeroinitializer, comdat
@"a+b" = global %"a+b" zeroinitializer, comdat
@"+b" = global %"+b" zeroinitializer, comdat
@"a,b" = global %"a,b" zeroinitializer, comdat
@",b" = global %",b" zeroinitializer, comdat
@"a-b" = global %"a-b" zeroinitializer, comdat
@"-b" = global %"-b" zeroinitializer, comdat
@"a.b" = global %"a.b" zeroinitializer, comdat
@".b" = global %".b" zeroinitializer, comdat
@"a/b" = global %"a/b" zeroinitializer, comdat
@"/b" = global %"/b" zeroinitializer, comdat
@"a:b" = global %"a:b" zeroinitializer, comdat
@":b" = global %":b" zeroinitializer, comdat
@"a;b" = global %"a;b" zeroinitializer, comdat
@";b" = global %";b" zeroinitializer, comdat
@"a<b" = global %"a<b" zeroinitializer, comdat
@"<b" = global %"<b" zeroinitializer, comdat
@"a=b" = global %"a=b" zeroinitializer, comdat
@"=b" = global %"=b" zeroinitializer, comdat
@"a>b" = global %"a>b" zeroinitializer, comdat
@">b" = global %">b" zeroinitializer, comdat
@"a?b" = global %"a?b" zeroinitializer, comdat
@"?b" = global %"?b" zeroinitializer, comdat
@"a@b" = global %"a@b" zeroinitializer, comdat
@"@b" = global %"@b" zeroinitializer, comdat
@"a[b" = global %"a[b" zeroinitializer, comdat
@"[b" = global %"[b" zeroinitializer, comdat
@"a\5Cb" = global %"a\5Cb" zeroinitializer, comdat
@"\5Cb" = global %"\5Cb" zeroinitializer, comdat
@"a]b" = global %"a]b" zeroinitializer, comdat
@"]b" = global %"]b" zeroinitializer, comdat
@"a^b" = global %"a^b" zeroinitializer, comdat
@"^b" = global %"^b" zeroinitializer, comdat
@"a_b" = global %"a_b" zeroinitializer, comdat
@"_b" = global %"_b" zeroinitializer, comdat
@"a`b" = global %"a`b" zeroinitializer, comdat
@"`b" = global %"`b" zeroinitializer, comdat
@"a{b" = global %"a{b" zeroinitializer, comdat
@"{b" = global %"{b" zeroinitializer, comdat
@"a|b" = global %"a|b" zeroinitializer, comdat
@"|b" = global %"|b" zeroinitializer, comdat
@"a}b" = global %"a}b" zeroinitializer, comdat
@"}b" = global %"}b" zeroinitializer, comdat
@"a~b" = global %"a~b" zeroinitializer, comdat
@"~b" = global %"~b" zeroinitializer, comdat
@"a0b" = global %"a0b" zeroinitializer, comdat
@"0b" = global %"0b" zeroinitializer, comdat
@"aAb" = global %"aAb" zeroinitializer, comdat
@"Ab" = global %"Ab" zeroinitializer, comdat
@"a\01b" = global %"a\01b" zeroinitializer, comdat
@"\01b" = global %"\01b" zeroinitializer, comdat
@"a\7Fb" = global %"a\7Fb" zeroinitializer, comdat
@"\7Fb" = global %"\7Fb" zeroinitializer, comdat
@"a\80b" = global %"a\80b" zeroinitializer, comdat
@"\80b" = global %"\80b" zeroinitializer, comdat
@"a\FFb" = global %"a\FFb" zeroinitializer, comdat
@"\FFb" = global %"\FFb" zeroinitializer, comdat

define void @locals() {
entry:
  %"a b" = add i32 0, 0, !\61\20\62 !0
  %" b" = add i32 1, 0, !\20\62 !0
  %"a!b" = add i32 2, 0, !\61\21\62 !0
  %"!b" = add i32 3, 0, !\21\62 !0
  %"a\22b" = add i32 4, 0, !\61\22\62 !0
  %"\22b" = add i32 5, 0, !\22\62 !0
  %"a#b" = add i32 6, 0, !\61\23\62 !0
  %"#b" = add i32 7, 0, !\23\62 !0
  %"a$b" = add i32 8, 0, !\61\24\62 !0
  %"$b" = add i32 9, 0, !\24\62 !0
  %"a%b" = add i32 10, 0, !\61\25\62 !0
  %"%b" = add i32 11, 0, !\25\62 !0
  %"a&b" = add i32 12, 0, !\61\26\62 !0
  %"&b" = add i32 13, 0, !\26\62 !0
  %"a'b" = add i32 14, 0, !\61\27\62 !0
  %"'b" = add i32 15, 0, !\27\62 !0
  %"a(b" = add i32 16, 0, !\61\28\62 !0
  %"(b" = add i32 17, 0, !\28\62 !0
  %"a)b" = add i32 18, 0, !\61\29\62 !0
  %")b" = add i32 19, 0, !\29\62 !0
  %"a*b" = add i32 20, 0, !\61\2A\62 !0
  %"*b" = add i32 21, 0, !\2A\62 !0
  %"a+b" = add i32 22, 0, !\61\2B\62 !0
  %"+b" = add i32 23, 0, !\2B\62 !0
  %"a,b" = add i32 24, 0, !\61\2C\62 !0
  %",b" = add i32 25, 0, !\2C\62 !0
  %"a-b" = add i32 26, 0, !\61\2D\62 !0
  %"-b" = add i32 27, 0, !\2D\62 !0
  %"a.b" = add i32 28, 0, !\61\2E\62 !0
  %".b" = add i32 29, 0, !\2E\62 !0
  %"a/b" = add i32 30, 0, !\61\2F\62 !0
  %"/b" = add i32 31, 0, !\2F\62 !0
  %"a:b" = add i32 32, 0, !\61\3A\62 !0
  %":b" = add i32 33, 0, !\3A\62 !0
  %"a;b" = add i32 34, 0, !\61\3B\62 !0
  %";b" = add i32 35, 0, !\3B\62 !0
  %"a<b" = add i32 36, 0, !\61\3C\62 !0
  %"<b" = add i32 37, 0, !\3C\62 !0
  %"a=b" = add i32 38, 0, !\61\3D\62 !0
  %"=b" = add i32 39, 0, !\3D\62 !0
  %"a>b" = add i32 40, 0, !\61\3E\62 !0
  %">b" = add i32 41, 0, !\3E\62 !0
  %"a?b" = add i32 42, 0, !\61\3F\62 !0
  %"?b" = add i32 43, 0, !\3F\62 !0
  %"a@b" = add i32 44, 0, !\61\40\62 !0
  %"@b" = add i32 45, 0, !\40\62 !0
  %"a[b" = add i32 46, 0, !\61\5B\62 !0
  %"[b" = add i32 47, 0, !\5B\62 !0
  %"a\5Cb" = add i32 48, 0, !\61\5C\62 !0
  %"\5Cb" = add i32 49, 0, !\5C\62 !0
  %"a]b" = add i32 50, 0, !\61\5D\62 !0
  %"]b" = add i32 51, 0, !\5D\62 !0
  %"a^b" = add i32 52, 0, !\61\5E\62 !0
  %"^b" = add i32 53, 0, !\5E\62 !0
  %"a_b" = add i32 54, 0, !\61\5F\62 !0
  %"_b" = add i32 55, 0, !\5F\62 !0
  %"a`b" = add i32 56, 0, !\61\60\62 !0
  %"`b" = add i32 57, 0, !\60\62 !0
  %"a{b" = add i32 58, 0, !\61\7B\62 !0
  %"{b" = add i32 59, 0, !\7B\62 !0
  %"a|b" = add i32 60, 0, !\61\7C\62 !0
  %"|b" = add i32 61, 0, !\7C\62 !0
  %"a}b" = add i32 62, 0, !\61\7D\62 !0
  %"}b" = add i32 63, 0, !\7D\62 !0
  %"a~b" = add i32 64, 0, !\61\7E\62 !0
  %"~b" = add i32 65, 0, !\7E\62 !0
  %"a0b" = add i32 66, 0, !\61\30\62 !0
  %"0b" = add i32 67, 0, !\30\62 !0
  %"aAb" = add i32 68, 0, !\61\41\62 !0
  %"Ab" = add i32 69, 0, !\41\62 !0
  %"a\01b" = add i32 70, 0, !\61\01\62 !0
  %"\01b" = add i32 71, 0, !\01\62 !0
  %"a\7Fb" = add i32 72, 0, !\61\7F\62 !0
  %"\7Fb" = add i32 73, 0, !\7F\62 !0
  %"a\80b" = add i32 74, 0, !\61\80\62 !0
  %"\80b" = add i32 75, 0, !\80\62 !0
  %"a\FFb" = add i32 76, 0, !\61\FF\62 !0
  %"\FFb" = add i32 77, 0, !\FF\62 !0
  ret void
}

define void @blocks() {
entry:
  br label %"a b"
"a b":
  br label %" b"
" b":
  br label %"a!b"
"a!b":
  br label %"!b"
"!b":
  br label %"a\22b"
"a\22b":
  br label %"\22b"
"\22b":
  br label %"a#b"
"a#b":
  br label %"#b"
"#b":
  br label %"a$b"
"a$b":
  br label %"$b"
"$b":
  br label %"a%b"
"a%b":
  br label %"%b"
"%b":
  br label %"a&b"
"a&b":
  br label %"&b"
"&b":
  br label %"a'b"
"a'b":
  br label %"'b"
"'b":
  br label %"a(b"
"a(b":
  br label %"(b"
"(b":
  br label %"a)b"
"a)b":
  br label %")b"
")b":
  br label %"a*b"
"a*b":
  br label %"*b"
"*b":
  br label %"a+b"
"a+b":
  br label %"+b"
"+b":
  br label %"a,b"
"a,b":
  br label %",b"
",b":
  br label %"a-b"
"a-b":
  br label %"-b"
"-b":
  br label %"a.b"
"a.b":
  br label %".b"
".b":
  br label %"a/b"
"a/b":
  br label %"/b"
"/b":
  br label %"a:b"
"a:b":
  br label %":b"
":b":
  br label %"a;b"
"a;b":
  br label %";b"
";b":
  br label %"a<b"
"a<b":
  br label %"<b"
"<b":
  br label %"a=b"
"a=b":
  br label %"=b"
"=b":
  br label %"a>b"
"a>b":
  br label %">b"
">b":
  br label %"a?b"
"a?b":
  br label %"?b"
"?b":
  br label %"a@b"
"a@b":
  br label %"@b"
"@b":
  br label %"a[b"
"a[b":
  br label %"[b"
"[b":
  br label %"a\5Cb"
"a\5Cb":
  br label %"\5Cb"
"\5Cb":
  br label %"a]b"
"a]b":
  br label %"]b"
"]b":
  br label %"a^b"
"a^b":
  br label %"^b"
"^b":
  br label %"a_b"
"a_b":
  br label %"_b"
"_b":
  br label %"a`b"
"a`b":
  br label %"`b"
"`b":
  br label %"a{b"
"a{b":
  br label %"{b"
"{b":
  br label %"a|b"
"a|b":
  br label %"|b"
"|b":
  br label %"a}b"
"a}b":
  br label %"}b"
"}b":
  br label %"a~b"
"a~b":
  br label %"~b"
"~b":
  br label %"a0b"
"a0b":
  br label %"0b"
"0b":
  br label %"aAb"
"aAb":
  br label %"Ab"
"Ab":
  br label %"a\01b"
"a\01b":
  br label %"\01b"
"\01b":
  br label %"a\7Fb"
"a\7Fb":
  br label %"\7Fb"
"\7Fb":
  br label %"a\80b"
"a\80b":
  br label %"\80b"
"\80b":
  br label %"a\FFb"
"a\FFb":
  br label %"\FFb"
"\FFb":
  ret void
}

!\61\20\62 = !{!0}
!\20\62 = !{!0}
!\61\21\62 = !{!0}
!\21\62 = !{!0}
!\61\22\62 = !{!0}
!\22\62 = !{!0}
!\61\23\62 = !{!0}
!\23\62 = !{!0}
!\61\24\62 = !{!0}
!\24\62 = !{!0}
!\61\25\62 = !{!0}
!\25\62 = !{!0}
!\61\26\62 = !{!0}
!\26\62 = !{!0}
!\61\27\62 = !{!0}
!\27\62 = !{!0}
!\61\28\62 = !{!0}
!\28\62 = !{!0}
!\61\29\62 = !{!0}
!\29\62 = !{!0}
!\61\2A\62 = !{!0}
!\2A\62 = !{!0}
!\61\2B\62 = !{!0}
!\2B\62 = !{!0}
!\61\2C\62 = !{!0}
!\2C\62 = !{!0}
!\61\2D\62 = !{!0}
!\2D\62 = !{!0}
!\61\2E\62 = !{!0}
!\2E\62 = !{!0}
!\61\2F\62 = !{!0}
!\2F\62 = !{!0}
!\61\3A\62 = !{!0}
!\3A\62 = !{!0}
!\61\3B\62 = !{!0}
!\3B\62 = !{!0}
!\61\3C\62 = !{!0}
!\3C\62 = !{!0}
!\61\3D\62 = !{!0}
!\3D\62 = !{!0}
!\61\3E\62 = !{!0}
!\3E\62 = !{!0}
!\61\3F\62 = !{!0}
!\3F\62 = !{!0}
!\61\40\62 = !{!0}
!\40\62 = !{!0}
!\61\5B\62 = !{!0}
!\5B\62 = !{!0}
!\61\5C\62 = !{!0}
!\5C\62 = !{!0}
!\61\5D\62 = !{!0}
!\5D\62 = !{!0}
!\61\5E\62 = !{!0}
!\5E\62 = !{!0}
!\61\5F\62 = !{!0}
!\5F\62 = !{!0}
!\61\60\62 = !{!0}
!\60\62 = !{!0}
!\61\7B\62 = !{!0}
!\7B\62 = !{!0}
!\61\7C\62 = !{!0}
!\7C\62 = !{!0}
!\61\7D\62 = !{!0}
!\7D\62 = !{!0}
!\61\7E\62 = !{!0}
!\7E\62 = !{!0}
!\61\30\62 = !{!0}
!\30\62 = !{!0}
!\61\41\62 = !{!0}
!\41\62 = !{!0}
!\61\01\62 = !{!0}
!\01\62 = !{!0}
!\61\7F\62 = !{!0}
!\7F\62 = !{!0}
!\61\80\62 = !{!0}
!\80\62 = !{!0}
!\61\FF\62 = !{!0}
!\FF\62 = !{!0}
!0 = !{}
