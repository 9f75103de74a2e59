#!/usr/bin/env bash
# Renders the landing page's background loop (frontend/public/videos/) from nothing but maths:
# soft produce-coloured blobs drifting over the brand green, one seamless 8 s loop.
# Needs Debian's ffmpeg (apt-get install ffmpeg). The outputs are committed; rerun only to change the look.
set -euo pipefail
out="$(dirname "$0")/../frontend/public/videos"
mkdir -p "$out"

W=360 H=640 SECONDS_LOOP=8 FPS=20
# blob(cx, cy, radius): a Gaussian of the given radius centred on an orbit that closes every loop.
blob() { echo "exp(-((X-($1))*(X-($1))+(Y-($2))*(Y-($2)))/(2*$3*$3))"; }
P="2*PI*T/$SECONDS_LOOP"
B1=$(blob "W*(0.30+0.18*sin($P))" "H*(0.25+0.10*cos($P))" 90)       # leaf green
B2=$(blob "W*(0.72+0.15*cos($P+1))" "H*(0.45+0.12*sin($P+1))" 110)  # tomato red
B3=$(blob "W*(0.40+0.20*sin($P+2.5))" "H*(0.72+0.08*cos($P+2.5))" 100) # carrot orange
B4=$(blob "W*(0.65+0.12*sin($P+4))" "H*(0.12+0.06*cos($P+4))" 70)   # lemon yellow
R="min(255, 10 + 110*$B1 + 220*$B2 + 235*$B3 + 245*$B4)"
G="min(255, 70 + 150*$B1 + 80*$B2 + 140*$B3 + 200*$B4)"
Bl="min(255, 55 + 80*$B1 + 60*$B2 + 60*$B3 + 90*$B4)"

src="color=c=black:s=${W}x${H}:r=$FPS:d=$SECONDS_LOOP,format=rgb24,geq=r='$R':g='$G':b='$Bl',gblur=sigma=6"
ffmpeg -loglevel error -y -f lavfi -i "$src" -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -pix_fmt yuv420p "$out/landing.webm"
ffmpeg -loglevel error -y -f lavfi -i "$src" -an -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart "$out/landing.mp4"
ffmpeg -loglevel error -y -i "$out/landing.mp4" -frames:v 1 -q:v 6 "$out/landing-poster.jpg"
ls -l "$out"
