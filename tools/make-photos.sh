#!/usr/bin/env bash
# Makes Assets/photos: a small, fixed set of generated pictures for `playground --photos Assets/photos` (the images
# are committed; this script is how they were made). Needs ImageMagick 6 (`convert`) and python3.
# One folder per kind: landscapes (varied aspect ratios), patterns, and every format the renderer decodes, with a
# JPEG stored sideways behind an EXIF orientation tag and a truncated JPEG (drawn as a broken image).
set -euo pipefail
out=${1:-Assets/photos}
rm -rf "$out"; mkdir -p "$out/landscapes" "$out/patterns" "$out/formats"
q="-quality 82 -strip"

scene() { # name size sky-top sky-bottom sun ground (the nearer hills a lighter shade)
  local name=$1 size=$2 w=${2%x*} h=${2#*x}
  convert -size "$size" gradient:"$3"-"$4" -fill "$5" -draw "circle $((w*2/3)),$((h*3/5)) $((w*2/3)),$((h*3/5 - h/7))" \
    -fill "$6" -draw "polygon 0,$h 0,$((h*3/4)) $((w/5)),$((h/2)) $((w*2/5)),$((h*7/10)) $((w*3/5)),$((h*9/20)) $w,$((h*3/4)) $w,$h" \
    -fill "$6" -colorize 0 -fill "rgba(255,255,255,0.12)" -draw "polygon 0,$h 0,$((h*17/20)) $((w/3)),$((h*7/10)) $((w*3/4)),$((h*9/10)) $w,$((h*4/5)) $w,$h" \
    $q "$out/landscapes/$name.jpg"
}
scene 01-sunset 400x300 '#FF7E5F' '#2B1055' '#FFD27F' '#1B1B2F'
scene 02-dawn 400x300 '#A1C4FD' '#FDE2E4' '#FFF3B0' '#3D5A80'
scene 03-panorama 560x200 '#0F2027' '#2C5364' '#E0FBFC' '#0B132B'
scene 04-tall-cliff 240x380 '#F6D365' '#FDA085' '#FFFFFF' '#5C2A2A'
scene 05-meadow 360x270 '#89F7FE' '#66A6FF' '#FFFDE7' '#2E7D32'
scene 06-dusk 320x320 '#434343' '#FF6A88' '#FFE29F' '#1A1A2E'
scene 07-desert 420x280 '#F7971E' '#FFD200' '#FFF8E1' '#8D5524'
scene 08-glacier 300x400 '#E0EAFC' '#CFDEF3' '#FFFFFF' '#4A6FA5'

convert -size 320x240 pattern:checkerboard -scale 400% -fill '#3B8EEA' -colorize 40 $q "$out/patterns/01-checkers.jpg"
convert -seed 7 -size 320x320 plasma:'#D6456B'-'#2FB5B5' $q "$out/patterns/02-plasma.jpg"
convert -size 300x300 radial-gradient:'#FFE29F'-'#8A63D2' $q "$out/patterns/03-radial.jpg"
convert -size 360x240 xc:'#1C1E24' -stroke '#F2A93B' -strokewidth 14 \
  -draw "line 0,40 360,40" -draw "line 0,100 360,100" -draw "line 0,160 360,160" -draw "line 0,220 360,220" \
  -stroke '#4CAF6A' -draw "line 60,0 60,240" -draw "line 180,0 180,240" -draw "line 300,0 300,240" $q "$out/patterns/04-tartan.jpg"
convert -seed 11 -size 240x360 plasma:'#0B3D91'-'#F5F5F5' -blur 0x2 $q "$out/patterns/05-marble.jpg"

convert -size 320x240 gradient:'#4CAF6A'-'#0B3D2E' -fill white -font DejaVu-Sans -pointsize 48 -gravity center -annotate 0 PNG "$out/formats/01-png.png"
convert -size 320x240 gradient:'#3B8EEA'-'#0B1D3D' -fill white -font DejaVu-Sans -pointsize 48 -gravity center -annotate 0 GIF -colors 64 "$out/formats/02-gif.gif"
convert -size 160x120 gradient:'#F2A93B'-'#5C3A0B' -fill white -font DejaVu-Sans -pointsize 28 -gravity center -annotate 0 BMP -type TrueColor "BMP3:$out/formats/03-bmp.bmp"
convert -size 320x240 gradient:'#8A63D2'-'#2A1B4D' -fill white -font DejaVu-Sans -pointsize 48 -gravity center -annotate 0 WebP -quality 80 "$out/formats/04-webp.webp"
# A portrait photo as a camera stores it: the pixels turned a quarter left, EXIF orientation 6 ("rotate right").
convert -size 240x320 gradient:'#FF7E5F'-'#2B1055' -fill white -font DejaVu-Sans -pointsize 40 -gravity north -annotate +0+30 'EXIF 6' \
  -rotate -90 $q "$out/formats/05-exif-rotated.jpg"
python3 - "$out/formats/05-exif-rotated.jpg" <<'PY'
import struct, sys
p = sys.argv[1]; b = open(p, 'rb').read()
tiff = b'MM\x00\x2a' + struct.pack('>I', 8) + struct.pack('>H', 1) + struct.pack('>HHIHH', 0x0112, 3, 1, 6, 0) + struct.pack('>I', 0)
app1 = b'Exif\x00\x00' + tiff
open(p, 'wb').write(b[:2] + b'\xff\xe1' + struct.pack('>H', len(app1) + 2) + app1 + b[2:])
PY
# A download cut short: the first half of a JPEG.
head -c $(( $(stat -c %s "$out/landscapes/05-meadow.jpg") / 2 )) "$out/landscapes/05-meadow.jpg" > "$out/formats/06-truncated.jpg"
du -sh "$out"; find "$out" -type f | sort
