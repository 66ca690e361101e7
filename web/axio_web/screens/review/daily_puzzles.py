"""The daily puzzles: positions from the Expert's own games where the obvious move (the one
the Casual player makes) is a mistake or a blunder: made by bench/daily_puzzles.py, do not edit.
GAMES holds each game's record once, up to its last puzzle; a puzzle is (the game's index, how many
of its record moves lead to the placement, the placement's index among the decisions)."""

GAMES: tuple[str, ...] = (
    (
        '{"format":"axio-record","version":1,"variant":"axio","players":["Expert","Expert"],"setup":{"rac'
        'ks":[["BP","OP","PP","PP","PP"],["BP","BP","GO","GP","RR"]]},"moves":[{"place":"PB","at":[[5,9],'
        '[5,10]]},{"draw":["GB"]},{"place":"BP","at":[[5,7],[6,7]]},{"draw":["RP"]},{"place":"OP","at":[['
        '6,4],[6,5]]},{"draw":["GO"]},{"place":"PB","at":[[4,9],[4,10]]},{"draw":["PP"]},{"place":"OG","a'
        't":[[8,6],[9,6]]},{"exchange":true},{"draw":["RB","RP","BB","PP","OP"]},{"place":"OG","at":[[7,6'
        '],[7,7]]},{"draw":["BP"]},{"place":"OP","at":[[7,4],[7,5]]},{"draw":["BP"]},{"place":"GP","at":['
        '[8,7],[8,8]]},{"draw":["RB"]},{"place":"PB","at":[[3,9],[3,10]]},{"draw":["OP"]},{"place":"PB","'
        'at":[[2,9],[2,10]]},{"draw":["OO"]},{"place":"OP","at":[[8,4],[8,5]]},{"draw":["GP"]},{"place":"'
        'OO","at":[[4,4],[5,4]]},{"draw":["GO"]},{"place":"GP","at":[[9,7],[10,7]]},{"draw":["RG"]},{"pla'
        'ce":"OG","at":[[9,4],[9,5]]},{"draw":["RG"]},{"place":"BR","at":[[10,3],[10,4]]},{"draw":["RB"]}'
        ',{"place":"RB","at":[[9,2],[9,3]]},{"draw":["GO"]},{"place":"GR","at":[[4,2],[5,2]]},{"draw":["O'
        'O"]},{"place":"RR","at":[[7,2],[8,2]]},{"draw":["RR"]},{"place":"BR","at":[[6,3],[7,3]]},{"draw"'
        ':["RO"]},{"place":"RG","at":[[3,3],[4,3]]},{"draw":["BO"]},{"place":"OR","at":[[2,2],[2,3]]},{"d'
        'raw":["RP"]},{"place":"GO","at":[[9,8],[10,8]]},{"draw":["GB"]},{"place":"OO","at":[[2,4],[3,4]]'
        '},{"draw":["GP"]},{"place":"PP","at":[[5,5],[5,6]]},{"draw":["OP"]},{"place":"BB","at":[[7,10],['
        '8,10]]},{"draw":["RR"]},{"place":"RP","at":[[3,5],[4,5]]},{"draw":["GB"]},{"place":"RP","at":[[3'
        ',6],[4,6]]},{"draw":["GP"]},{"place":"RR","at":[[3,7],[4,7]]},{"draw":["OP"]},{"place":"PG","at"'
        ':[[8,9],[9,9]]},{"draw":["PP"]},{"place":"GB","at":[[9,10],[10,10]]},{"exchange":true},{"draw":['
        '"GP","RO","RB","OO","RO"]},{"place":"RP","at":[[3,8],[4,8]]},{"draw":["BB"]},{"place":"GP","at":'
        "[[6,8],[6,9]]}]}"
    ),
    (
        '{"format":"axio-record","version":1,"variant":"rota","players":["Expert","Expert"],"setup":{"dis'
        'play":[{"tile":"GOBP","at":[0,0],"rot":3},{"tile":"RBOP","at":[1,0],"rot":0},{"tile":"G.PB","at"'
        ':[0,1],"rot":0},{"tile":"ROGB","at":[1,1],"rot":1}],"stacks":[["RPBG","RBP.","ROPB","RPGO","GBO.'
        '","RBPG","RPBG","GPOB","RPGB","RGPB","ROGB","RGPO"],["RGBP","RPOB","ROPG","ROBP","GBOP","RBGO","'
        'RBPO","RPBO","ROBG","RGPB","ROGP",".OPG"]],"supply":["RGOP","GOBP","ROGP","RPGB","RGBO","GOPB","'
        'RBGO","RPBO","ROBP","RPOB","RBGP","RPOG","RBOG","RGOB","R.OP","GPBO","GPOB","RBGP","GBPO","RGOB"'
        ',"RBPO","GBPO","ROBG","GPBO",".BOP","R.OG","RG.P","RPOG","RGB.","RO.B","RPGO","RGPO"]},"moves":['
        '{"place":"RPBG","at":[0,2],"rot":2},{"place":"RGBP","at":[-1,1],"rot":0},{"place":"RBP.","at":[-'
        '1,2],"rot":0},{"place":"RPOB","at":[1,2],"rot":3},{"place":"ROPB","at":[0,-1],"rot":2},{"place":'
        '"ROPG","at":[-1,0],"rot":3},{"place":"RPGO","at":[-2,1],"rot":1},{"place":"ROBP","at":[0,3],"rot'
        '":1},{"place":"GBO.","at":[-3,1],"rot":2,"name":"O"},{"place":"GBOP","at":[2,2],"rot":2},{"place'
        '":"RBPG","at":[1,3],"rot":0},{"place":"RBGO","at":[2,1],"rot":0},{"place":"RPBG","at":[2,3],"rot'
        '":2},{"place":"RBPO","at":[1,-1],"rot":3},{"place":"GPOB","at":[-1,-1],"rot":0}]}'
    ),
    (
        '{"format":"axio-record","version":1,"variant":"axio","players":["Expert","Expert"],"setup":{"rac'
        'ks":[["BB","GB","GG","RP","RP"],["BB","BO","BO","BO","OO"]]},"moves":[{"place":"RP","at":[[5,2],'
        '[5,3]]},{"draw":["GP"]},{"place":"OB","at":[[3,6],[4,6]]},{"draw":["GB"]},{"place":"BB","at":[[6'
        ',8],[6,9]]},{"draw":["BP"]},{"place":"BG","at":[[6,7],[7,7]]},{"exchange":true},{"draw":["RR","R'
        'R","GG","RO","BP"]},{"place":"GB","at":[[7,8],[7,9]]},{"draw":["RR"]},{"place":"RR","at":[[3,2],'
        '[4,2]]},{"draw":["RG"]},{"place":"BP","at":[[8,9],[8,10]]},{"exchange":true},{"draw":["RB","GO",'
        '"RO","BB","RB"]},{"place":"BP","at":[[9,9],[9,10]]},{"draw":["GB"]},{"place":"OR","at":[[2,3],[2'
        ',4]]},{"draw":["OO"]},{"place":"GB","at":[[3,5],[4,5]]},{"draw":["GP"]},{"place":"OO","at":[[2,7'
        '],[3,7]]},{"draw":["PP"]},{"place":"GG","at":[[7,6],[8,6]]},{"draw":["GP"]},{"place":"BR","at":['
        '[10,8],[10,9]]},{"draw":["RR"]},{"place":"PG","at":[[6,5],[7,5]]},{"draw":["RB"]},{"place":"GO",'
        '"at":[[8,7],[9,7]]},{"draw":["BP"]},{"place":"RO","at":[[8,5],[9,5]]},{"draw":["RB"]},{"place":"'
        'PP","at":[[10,3],[10,4]]},{"draw":["GO"]},{"place":"GP","at":[[6,3],[6,4]]},{"draw":["RO"]},{"pl'
        'ace":"RB","at":[[7,2],[8,2]]},{"draw":["OO"]},{"place":"RG","at":[[7,3],[7,4]]},{"draw":["OO"]},'
        '{"place":"BP","at":[[9,2],[10,2]]},{"draw":["PP"]},{"place":"OO","at":[[2,8],[3,8]]},{"draw":["R'
        'O"]},{"place":"GO","at":[[8,8],[9,8]]},{"draw":["OO"]},{"place":"RR","at":[[8,3],[8,4]]},{"excha'
        'nge":true},{"draw":["GO","RP","GP","OP","GG"]},{"place":"OO","at":[[4,8],[4,9]]},{"draw":["OP"]}'
        ',{"place":"RP","at":[[9,3],[9,4]]},{"draw":["BO"]},{"place":"PP","at":[[5,6],[5,7]]}]}'
    ),
    (
        '{"format":"axio-record","version":1,"variant":"rota","players":["Expert","Expert"],"setup":{"dis'
        'play":[{"tile":"R.OP","at":[0,0],"rot":1},{"tile":".BOP","at":[1,0],"rot":3},{"tile":"GOBP","at"'
        ':[0,1],"rot":2},{"tile":"RBPG","at":[1,1],"rot":2}],"stacks":[["RPGO","ROBG","ROBP","GBO.","RPBG'
        '","RPOG","RBPO",".OPG","RBGP","G.PB","ROBG","RBOP"],["RPGB","GOPB","RPBO","ROPB","RGOP","ROGB","'
        'RGPB","RGOB","RGPO","RPOG","ROPG","GBOP"]],"supply":["GOBP","RBPO","ROGP","GPOB","GPOB","GPBO","'
        'RPOB","GBPO","ROGP","RBP.","RGB.","RBOG","RO.B","R.OG","RPBG","RGPB","RG.P","RPGB","RPBO","RGOB"'
        ',"RBGO","RBGO","RGBO","RPGO","RGBP","RPOB","GBPO","RBGP","ROGB","GPBO","RGPO","ROBP"]},"moves":['
        '{"place":"RPGO","at":[0,-1],"rot":2},{"place":"RPGB","at":[2,1],"rot":3},{"place":"ROBG","at":[1'
        ',-1],"rot":3},{"place":"GOPB","at":[2,0],"rot":3},{"place":"ROBP","at":[2,-1],"rot":2},{"place":'
        '"RPBO","at":[1,-2],"rot":0},{"place":"GBO.","at":[0,-2],"rot":0,"name":"G"},{"place":"ROPB","at"'
        ':[2,-2],"rot":0},{"place":"RPBG","at":[-1,0],"rot":0},{"place":"RGOP","at":[-1,-1],"rot":3},{"pl'
        'ace":"RPOG","at":[1,2],"rot":1},{"place":"ROGB","at":[0,2],"rot":3},{"place":"RBPO","at":[2,2],"'
        'rot":0},{"place":"RGPB","at":[-2,0],"rot":1},{"place":".OPG","at":[-1,1],"rot":1,"name":"B"},{"p'
        'lace":"RGOB","at":[-2,1],"rot":0}]}'
    ),
    (
        '{"format":"axio-record","version":1,"variant":"axio","players":["Expert","Expert"],"setup":{"rac'
        'ks":[["BP","OO","PP","PP","RP"],["GB","GP","OP","PP","RG"]]},"moves":[{"place":"PB","at":[[5,9],'
        '[5,10]]},{"draw":["RG"]},{"place":"PG","at":[[8,6],[9,6]]},{"draw":["GG"]},{"place":"RP","at":[['
        '7,5],[7,6]]},{"draw":["BP"]},{"place":"PP","at":[[4,6],[5,6]]},{"draw":["OP"]},{"place":"RG","at'
        '":[[10,4],[10,5]]},{"draw":["OO"]},{"place":"BG","at":[[7,10],[8,10]]},{"draw":["RB"]},{"place":'
        '"PB","at":[[4,9],[4,10]]},{"draw":["GP"]},{"place":"RG","at":[[8,5],[9,5]]},{"draw":["PP"]},{"pl'
        'ace":"PG","at":[[8,4],[9,4]]},{"draw":["GO"]},{"place":"RB","at":[[2,10],[3,10]]},{"draw":["RG"]'
        '},{"place":"PP","at":[[5,5],[6,5]]},{"draw":["OP"]},{"place":"PO","at":[[2,4],[2,5]]},{"draw":["'
        'GB"]},{"place":"GO","at":[[9,7],[10,7]]},{"draw":["RR"]},{"place":"GR","at":[[9,3],[10,3]]},{"dr'
        'aw":["BO"]},{"place":"RR","at":[[9,2],[10,2]]},{"draw":["PP"]},{"place":"OP","at":[[2,7],[2,8]]}'
        ',{"exchange":true},{"draw":["BP","OP","GB","OP","OP"]},{"place":"OO","at":[[3,8],[3,9]]},{"draw"'
        ':["RG"]},{"place":"PO","at":[[3,6],[3,7]]},{"exchange":true},{"draw":["BP","GO","BO","PP","GB"]}'
        ',{"place":"OO","at":[[4,7],[4,8]]},{"draw":["OP"]},{"place":"OG","at":[[5,7],[5,8]]},{"exchange"'
        ':true},{"draw":["BB","BP","GB","GG","RP"]},{"place":"OP","at":[[6,7],[7,7]]},{"draw":["RG"]},{"p'
        'lace":"PR","at":[[6,4],[7,4]]},{"exchange":true},{"draw":["RO","GO","OO","GG","BO"]},{"place":"R'
        'G","at":[[8,8],[8,9]]},{"draw":["GP"]},{"place":"OR","at":[[4,2],[5,2]]},{"exchange":true},{"dra'
        'w":["RP","RB","BO","OO","RB"]},{"place":"GR","at":[[6,8],[7,8]]},{"exchange":true},{"draw":["RR"'
        ',"OO","GO","RG","GO"]},{"place":"BR","at":[[6,9],[7,9]]},{"draw":["BP"]},{"place":"RG","at":[[9,'
        '8],[10,8]]},{"draw":["RR"]},{"place":"RP","at":[[9,9],[10,9]]},{"draw":["RO"]},{"place":"RR","at'
        '":[[9,10],[10,10]]},{"exchange":true},{"draw":["RR","RP","GB","GP","BO"]},{"place":"RB","at":[[7'
        ',3],[8,3]]},{"draw":["BP"]},{"place":"BG","at":[[5,3],[5,4]]},{"draw":["OO"]},{"place":"RO","at"'
        ':[[7,2],[8,2]]},{"draw":["OP"]},{"place":"BO","at":[[4,3],[4,4]]}]}'
    ),
)

PUZZLES: tuple[tuple[int, int, int], ...] = (
    (0, 14, 7),
    (0, 18, 9),
    (0, 26, 13),
    (0, 34, 17),
    (0, 44, 22),
    (0, 48, 24),
    (0, 50, 25),
    (0, 56, 28),
    (0, 60, 30),
    (0, 65, 34),
    (1, 3, 2),
    (1, 15, 14),
    (2, 7, 3),
    (2, 21, 11),
    (2, 23, 12),
    (2, 37, 19),
    (2, 39, 20),
    (2, 41, 21),
    (2, 43, 22),
    (2, 45, 23),
    (2, 52, 27),
    (2, 54, 28),
    (2, 56, 29),
    (3, 3, 2),
    (3, 8, 7),
    (3, 10, 9),
    (3, 16, 15),
    (4, 7, 3),
    (4, 11, 5),
    (4, 13, 6),
    (4, 15, 7),
    (4, 27, 13),
    (4, 29, 14),
    (4, 31, 15),
    (4, 44, 23),
    (4, 49, 26),
    (4, 51, 27),
    (4, 57, 31),
    (4, 59, 32),
    (4, 63, 35),
    (4, 66, 37),
    (4, 68, 38),
    (4, 72, 40),
)
